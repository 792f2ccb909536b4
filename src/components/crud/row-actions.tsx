import { Menu } from '@mantine/core';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { memo, useState, type CSSProperties } from 'react';
import classes from './resource-table.module.css';

/** A row's extra action in its "More actions" menu (a sub-list panel or a confirmed action); `when` limits it to some rows. */
export type RowMenuItem<Row> = { label: string; onClick: (row: Row) => void; color?: string; when?: (row: Row) => boolean };

/** What a row's action buttons do; the table passes one object for every row (see `RowActions`). */
export type RowActionHandlers<Row> = {
  singular: string;
  rowName: (row: Row) => string;
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  canEdit?: (row: Row) => boolean;
  editLink?: (row: Row) => LinkOptions;
  onDelete?: (row: Row) => void;
  rowLinks: { label: string; link: (row: Row) => LinkOptions }[];
  rowMenu: RowMenuItem<Row>[];
};

/** A row action control's class: the control and its icon (`icon` is the icon's class in resource-table.module.css, e.g. `classes.eye`). */
export const actionClass = (icon: string | undefined, extra?: string) => [classes.rowAction, extra, icon].filter(Boolean).join(' ');

/**
 * One row's action controls, made cheap for long lists: plain buttons and links with native
 * `title` tooltips (no tooltip or floating layer per row), each named after the record ("Edit
 * bank Commercial Bank"); the "More actions" menu is a plain button until first opened, then a menu.
 * Memoised on the row and the handlers, so a table re-render leaves unchanged rows alone.
 */
function RowActionsInner<Row>({ row, handlers }: { row: Row; handlers: RowActionHandlers<Row> }) {
  const { singular, rowName, onView, onEdit, canEdit, editLink, onDelete, rowLinks, rowMenu } = handlers;
  const name = rowName(row);
  const editable = canEdit?.(row) ?? true;
  const menu = rowMenu.filter((item) => item.when?.(row) ?? true);
  const edits = editable && (editLink !== undefined || onEdit !== undefined);
  // How many controls the row shows: their room while the row is out of view (resource-table.module.css).
  const count = (onView ? 1 : 0) + rowLinks.length + (edits ? 1 : 0) + (onDelete ? 1 : 0) + (menu.length > 0 ? 1 : 0);
  return (
    <div className={classes.rowActions} style={{ '--row-actions': count } as CSSProperties}>
      {onView && (
        <button type="button" className={VIEW_CLASS} title={`View ${singular}`} aria-label={`View ${name}`} onClick={() => onView(row)} />
      )}
      {rowLinks.map(({ label, link }) => (
        <Link key={label} {...link(row)} title={label} aria-label={`${label} of ${name}`} className={LINK_CLASS} />
      ))}
      {editLink && editable && (
        <Link {...editLink(row)} title={`Edit ${singular}`} aria-label={`Edit ${name}`} className={EDIT_CLASS} />
      )}
      {!editLink && onEdit && editable && (
        <button type="button" className={EDIT_CLASS} title={`Edit ${singular}`} aria-label={`Edit ${name}`} onClick={() => onEdit(row)} />
      )}
      {onDelete && (
        <button type="button" className={DELETE_CLASS} data-danger title={`Delete ${singular}`} aria-label={`Delete ${name}`} onClick={() => onDelete(row)} />
      )}
      {menu.length > 0 && <LazyRowMenu label={`More actions for ${name}`} items={menu} row={row} />}
    </div>
  );
}

export const RowActions = memo(RowActionsInner) as typeof RowActionsInner;

const VIEW_CLASS = actionClass(classes.eye);
const LINK_CLASS = actionClass(classes.externalLink);
const EDIT_CLASS = actionClass(classes.edit);
const DELETE_CLASS = actionClass(classes.trash);
const MORE_CLASS = actionClass(classes.dots);

/**
 * A row's "More actions" button: a plain button until it is first used, then a menu (opened at
 * once), so a page of rows holds no menu or popover instances nobody opened.
 */
function LazyRowMenu<Row>({ label, items, row }: { label: string; items: RowMenuItem<Row>[]; row: Row }) {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  const button = (
    <button type="button" className={MORE_CLASS} title="More actions" aria-label={label} aria-haspopup="menu" aria-expanded={opened} onClick={used ? undefined : open} />
  );
  if (!used) return button;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal returnFocus>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color} onClick={() => item.onClick(row)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
