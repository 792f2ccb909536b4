import { Paper, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatAmount, formatChange, formatCount } from '../../lib/format';

export type StatCardProps = {
  label: string;
  /** The figure; null while it loads (a skeleton of the same size takes its place). */
  value: number | null;
  /** Given for an amount, named after the label: "Transaction value (LKR)" 38,452,750.00. A count has none. */
  currency?: string;
  hint?: string;
  /** The same figure on an earlier day, and which day: the card shows the change. */
  compare?: { previous: number; label: string; higherIsBetter: boolean };
};

/** A figure on a dashboard section: label, value (count or amount), optional hint and change. */
export function StatCard({ label, value, currency, hint, compare }: StatCardProps) {
  const change = value === null || !compare ? null : formatChange(value, compare.previous);
  const rising = value !== null && compare !== undefined && value > compare.previous;
  const falling = value !== null && compare !== undefined && value < compare.previous;
  const good = compare && ((rising && compare.higherIsBetter) || (falling && !compare.higherIsBetter));
  const Arrow = rising ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="sm" c="dimmed">
        {currency ? `${label} (${currency})` : label}
      </Text>
      {value === null ? (
        <Skeleton height={31} my={0} width="70%" />
      ) : (
        <Text fw={700} size="xl" lh="31px">
          {currency ? formatAmount(value) : formatCount(value)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {compare &&
        (value === null ? (
          <Skeleton height={18} width="50%" />
        ) : (
          <Text size="xs" lh="18px" c={change === null || !(rising || falling) ? 'dimmed' : good ? 'var(--wallet-color-good)' : 'var(--mantine-color-error)'}>
            {(rising || falling) && <Arrow size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} />}
            {change === null ? `None on ${compare.label}` : `${change} vs ${compare.label}`}
          </Text>
        ))}
    </Paper>
  );
}
