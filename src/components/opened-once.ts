import { useState } from 'react';

/**
 * True from the first time `opened` is true: a dialog, panel or menu group renders its content
 * only once it is first opened, then keeps it, so it animates closed and opens again at once.
 * A page holds several that are rarely opened: a closed Mantine modal is still some 25
 * components, and a closed menu group all its links, rendered with every change to the page.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return opened || once;
}
