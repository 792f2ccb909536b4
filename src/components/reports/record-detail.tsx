import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** One labelled value of a record's detail page; an empty value shows a dash. */
export type DetailField = { label: string; value: string | null };

/** A titled group of fields, e.g. "Sender". */
export type DetailSection = { title: string; fields: DetailField[] };

/** The detail of one record as a page shows it (built from the answer by its resource). */
export type RecordDetailView = {
  title: string;
  status?: { label: string; color: string };
  sections: DetailSection[];
  /** A table below the sections, e.g. the record's status history. */
  history?: { title: string; columns: string[]; rows: string[][] };
};

/**
 * One record's own page (a deep link works): every labelled field in titled sections, the
 * status as a badge, an optional history table, and a link back to the list it came from.
 */
export function RecordDetail({ view, back }: { view: RecordDetailView; back: { label: string; link: LinkOptions } }): ReactNode {
  return (
    <Stack gap="md">
      <div>
        <Group gap="sm">
          <Title order={2}>{view.title}</Title>
          {view.status && (
            <Badge color={view.status.color} autoContrast variant="filled">
              {view.status.label}
            </Badge>
          )}
        </Group>
        <Anchor size="sm" renderRoot={(props) => <Link {...back.link} {...props} />}>
          {back.label}
        </Anchor>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {view.sections.map((section) => (
          <Paper key={section.title} withBorder p="md" radius="md" component="section" aria-label={section.title}>
            <Title order={3} size="h4" mb="xs">
              {section.title}
            </Title>
            <Table variant="vertical" layout="fixed" withRowBorders={false}>
              <Table.Tbody>
                {section.fields.map((field) => (
                  <Table.Tr key={field.label}>
                    <Table.Th w="40%">{field.label}</Table.Th>
                    <Table.Td>{field.value === null || field.value === '' ? '—' : field.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
      {view.history && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={view.history.title}>
          <Title order={3} size="h4" mb="xs">
            {view.history.title}
          </Title>
          {view.history.rows.length === 0 ? (
            <Text size="sm">No changes recorded.</Text>
          ) : (
            <Table striped aria-label={view.history.title}>
              <Table.Thead>
                <Table.Tr>
                  {view.history.columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.history.rows.map((row, index) => (
                  // History rows have no id of their own; their order is fixed by the server.
                  <Table.Tr key={index}>
                    {row.map((cell, column) => (
                      <Table.Td key={view.history?.columns[column] ?? column}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
