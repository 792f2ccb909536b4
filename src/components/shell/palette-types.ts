import type { QueryClient } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import type { PageId } from '../../auth/pages';

/**
 * A record the command palette finds by its key on a screen that can look one up (a bank by
 * code, a user by NIC, a customer by mobile number). Defined in `src/resources/record-finders.ts`;
 * offered only to a user who may open `pageId`. The key never goes into the page's URL: the
 * record is looked up first and its own page opened by id.
 */
export type RecordFinder = {
  id: string;
  /** The page the record opens on (its permission decides whether the finder is offered): an id of the page registry. */
  pageId: PageId;
  /** A permission the record's page needs beyond the page's own (e.g. editing users), when it has one. */
  permission?: string;
  /** The key in the palette's hint, e.g. "a bank code". */
  hint: string;
  /** Whether the typed text has the key's form (e.g. four digits for a bank code). */
  matches: (text: string) => boolean;
  /** The option for the typed key, e.g. "Bank with code 7010". */
  label: (key: string) => string;
  /** Looks the record up: where it opens, or null when nothing has that key. */
  find: (key: string, queryClient: QueryClient) => Promise<LinkOptions | null>;
  /** What the user is told when nothing has the key. */
  notFound: (key: string) => string;
};

/** A screen the palette jumps to: an item of the user's menu (already narrowed to what they may open). */
export type PaletteScreen = { id: string; title: string; group: string; to: string };
