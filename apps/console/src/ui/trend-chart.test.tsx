import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { niceTicks, TrendChart } from './trend-chart.tsx';

describe('niceTicks', () => {
  it('should step by 1, 2 or 5 times a power of ten up to the first tick above the maximum', () => {
    expect(niceTicks(1340)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('TrendChart', () => {
  it('should label the first and last points without crowding the last one, and list every value in a table', () => {
    const points = Array.from({ length: 8 }, (_, index) => `Day ${index + 1}`);
    const { container } = render(
      <TrendChart
        title="Searches by day"
        points={points}
        series={[{ key: 'searches', label: 'Searches', color: '#000', values: [1, 2, 3, 4, 5, 6, 7, 8] }]}
        formatValue={String}
        pointHeader="Day"
      />,
    );
    const axis = [...container.querySelectorAll('svg text')]
      .map((text) => text.textContent)
      .filter((text) => text?.startsWith('Day'));
    expect(axis).toEqual(['Day 1', 'Day 3', 'Day 5', 'Day 8']);
    const table = screen.getByRole('table', { name: 'Searches by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
  });
});
