/** One link of the side navigation, already filtered for the signed-in user. */
export type NavLinkView = { id: string; title: string; to: string };
/** One group of the side navigation (User Management, Config Management, ...). */
export type NavGroupView = { id: string; title: string; items: NavLinkView[] };
