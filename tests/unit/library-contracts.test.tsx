// What the console relies on in its libraries beyond their documented props: each case fails
// when an upgrade changes it, instead of a list or a dialog quietly losing a style or a key.
import { Badge, Combobox, MantineProvider, Menu, Popover, useCombobox } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { INPUT_PACKAGES, MANTINE_INPUT_COMPONENTS, TABLE_PACKAGES, TANSTACK_PACKAGES } from '../../scripts/chunk-groups';
import { StatusBadge } from '../../src/components/crud/cells';
import { POPUPS } from '../../src/components/crud/layers';
import { ACTIONS_COLUMN } from '../../src/components/crud/list-rows';
import { ResourceTable } from '../../src/components/crud/resource-table';

const modules = join(process.cwd(), 'node_modules');
const wrap = (ui: ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('the build\'s chunk groups', () => {
  it('name folders and packages that exist', () => {
    const missing = [
      ...MANTINE_INPUT_COMPONENTS.filter((name) => !existsSync(join(modules, '@mantine/core/esm/components', name))).map((name) => `@mantine/core/esm/components/${name}`),
      ...[...INPUT_PACKAGES, ...TABLE_PACKAGES, ...TANSTACK_PACKAGES, 'mantine-react-table', '@tabler/icons-react'].filter((name) => !existsSync(join(modules, name, 'package.json'))),
    ];
    expect(missing).toEqual([]);
  });
});

describe('Mantine', () => {
  it('names the open popover, menu and select dropdowns as the dialog layers look for them', () => {
    function OpenCombobox() {
      const store = useCombobox({ opened: true });
      return (
        <Combobox store={store} withinPortal={false}>
          <Combobox.Target>
            <button type="button">Pick</button>
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Options>
              <Combobox.Option value="a">A</Combobox.Option>
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      );
    }
    const { container } = wrap(
      <>
        <Popover opened withinPortal={false}>
          <Popover.Target>
            <button type="button">Date</button>
          </Popover.Target>
          <Popover.Dropdown>calendar</Popover.Dropdown>
        </Popover>
        <Menu opened withinPortal={false}>
          <Menu.Target>
            <button type="button">More</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Edit</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <OpenCombobox />
      </>,
    );
    const found = [...container.querySelectorAll(POPUPS)].map((element) => element.textContent);
    expect(found).toEqual(expect.arrayContaining(['calendar', 'Edit', 'A']));
  });

  it('draws a Badge with the classes and colour variables the lists\' status badge uses', () => {
    wrap(
      <>
        <div data-testid="list">
          <StatusBadge statusId={1} />
        </div>
        <div data-testid="kit">
          <Badge variant="filled" color="green.8" autoContrast>
            Active
          </Badge>
        </div>
      </>,
    );
    const kitClasses = (element: Element | null) => [...(element?.classList ?? [])].filter((name) => /^(m_|mantine-)/.test(name)).sort();
    const ours = within(screen.getByTestId('list')).getByText('Active');
    const kit = within(screen.getByTestId('kit')).getByText('Active');
    expect(kitClasses(ours)).toEqual(kitClasses(kit));
    expect(kitClasses(ours.parentElement)).toEqual(kitClasses(kit.parentElement));
    expect(ours.parentElement?.getAttribute('data-variant')).toBe(kit.parentElement?.getAttribute('data-variant'));
    for (const variable of ['--badge-bg', '--badge-color']) {
      expect(kit.parentElement?.style.getPropertyValue(variable), variable).not.toBe('');
    }
  });
});

describe('mantine-react-table', () => {
  it('names its row actions column as the lists\' rows do', () => {
    let ids: string[] = [];
    function Probe() {
      const columns: MRT_ColumnDef<{ a: string }>[] = [{ accessorKey: 'a', header: 'A' }];
      const table = useMantineReactTable({ columns, data: [{ a: 'x' }], enableRowActions: true, positionActionsColumn: 'last' });
      ids = table.getAllLeafColumns().map((column) => column.id);
      return null;
    }
    wrap(<Probe />);
    expect(ids).toContain(ACTIONS_COLUMN);
  });

  it('renders every element the list\'s stylesheet reaches by the library\'s class names', () => {
    const css = readFileSync(join(process.cwd(), 'src/components/crud/resource-table.module.css'), 'utf8');
    const global = [...new Set([...css.matchAll(/:global\(\.([\w-]+)\)/g)].map((match) => match[1] ?? ''))];
    expect(global.length).toBeGreaterThan(0);
    const { container } = wrap(
      <ResourceTable<{ code: string; statusId: number }>
        id="contracts"
        title="Things"
        singular="Thing"
        columns={[
          { key: 'code', header: 'Code', sortable: true },
          { key: 'statusId', header: 'Status', format: 'status' },
        ]}
        result={{ rows: [{ code: 'A1', statusId: 1 }], total: 1 }}
        search={{ page: 1, size: 10 }}
        loading={false}
        fetching={false}
        error={null}
        onRetry={() => undefined}
        onSearchChange={() => undefined}
        onDelete={() => undefined}
        rowName={(row) => `Thing ${row.code}`}
      />,
    );
    expect(global.filter((name) => container.querySelector(`.${name}`) === null)).toEqual([]);
    // A phone's "Sort by" row shows the headers that hold a button (their sort control): a plain header holds none.
    const headers = [...container.querySelectorAll('thead th')];
    expect(headers.map((header) => header.querySelector('button') !== null)).toEqual([true, false, false]);
  });
});
