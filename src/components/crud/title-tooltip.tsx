import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * What the table library (mantine-react-table) renders in place of Mantine's Tooltip (see
 * RENDER_PATCHES in vite.config.ts): the label as the control's native title. The table's
 * toolbar, pager and sortable headers held one floating layer each (floating-ui's hooks, a
 * transition and a portal) that rendered with every change of the list, for a hint the control's
 * accessible name already gives. Row actions use native titles the same way (`row-actions.tsx`).
 */
export function TitleTooltip({ label, disabled, children }: { label?: ReactNode; disabled?: boolean; children?: ReactNode }): ReactNode {
  if (disabled || (typeof label !== 'string' && typeof label !== 'number') || !isValidElement<{ title?: string }>(children)) return children;
  return cloneElement(children as ReactElement<{ title?: string }>, { title: String(label) });
}
