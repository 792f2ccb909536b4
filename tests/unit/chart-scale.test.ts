// The value axis and the category labels of the SVG charts.
import { describe, expect, it } from 'vitest';
import { niceTicks, shownLabels } from '../../src/components/charts/scale';

describe('niceTicks', () => {
  it('steps of 1, 1.5, 2, 2.5 … times a power of ten from zero past the highest value', () => {
    expect(niceTicks([3655, 4821, 4100], 5, true)).toEqual([0, 1500, 3000, 4500, 6000]);
    expect(niceTicks([28_120_450, 38_452_750])).toEqual([0, 10_000_000, 20_000_000, 30_000_000, 40_000_000]);
    expect(niceTicks([4_600_000, 3_921_050.5])).toEqual([0, 1_500_000, 3_000_000, 4_500_000, 6_000_000]);
    expect(niceTicks([3000], 5, true)).toEqual([0, 750, 1500, 2250, 3000]);
  });

  it('whole steps for counts, decimal ones for amounts', () => {
    expect(niceTicks([2], 5, true)).toEqual([0, 1, 2]);
    expect(niceTicks([0.6])).toEqual([0, 0.15, 0.3, 0.45, 0.6]);
  });

  it('all zero (or nothing): an axis of 0 to 4 rather than a division by zero', () => {
    expect(niceTicks([0, 0, 0], 5, true)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks([])).toEqual([0, 1, 2, 3, 4]);
  });

  it('negative values take the axis below zero', () => {
    expect(niceTicks([-50, 150], 5, true)).toEqual([-50, 0, 50, 100, 150]);
  });
});

describe('shownLabels', () => {
  it('every label when they fit, else every n-th counted back from the last', () => {
    const all = shownLabels(14, 1200, 80);
    expect([...Array(14).keys()].filter(all)).toHaveLength(14);
    const some = shownLabels(14, 500, 80);
    // 14 labels of 80 px need 1,120 px: every third of 500 px.
    expect([...Array(14).keys()].filter(some)).toEqual([1, 4, 7, 10, 13]);
  });
});
