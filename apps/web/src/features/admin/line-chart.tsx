import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export interface ChartSeries<T> {
  key: string;
  label: string;
  color: string;
  value: (entry: T) => number;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 10, right: 12, bottom: 24, left: 44 };

/** A "nice" top of the scale: 1, 2 or 5 times a power of ten, at least the largest value. */
const niceMax = (max: number) => {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? max;
};

/**
 * A small line chart in SVG, without a charting library: one line per series over days. Screen readers
 * get the same figures as a table (visually hidden); the picture itself is labelled by the title.
 */
export function LineChart<T extends { date: string }>({
  title,
  data,
  series,
  formatValue,
  formatDate,
  dateLabel,
}: {
  title: string;
  /** The header of the date column in the table for screen readers. */
  dateLabel: string;
  data: T[];
  series: ChartSeries<T>[];
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
}) {
  const id = useId();
  const max = niceMax(Math.max(0, ...data.flatMap((d) => series.map((s) => s.value(d)))));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (data.length <= 1 ? innerW / 2 : (i / (data.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];

  return (
    <Stack gap={4} component="figure" m={0}>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-hidden>
        {series.map((s) => (
          <Group key={s.key} gap={6} component="li">
            <span style={{ display: 'inline-block', width: 12, height: 3, background: s.color }} />
            <Text size="xs">{s.label}</Text>
          </Group>
        ))}
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title`}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={`${id}-title`}>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--mantine-color-default-border)"
              strokeDasharray={tick ? '3 3' : undefined}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize="11"
              fill="var(--mantine-color-dimmed)"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {data.length > 0 && (
          <>
            <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="var(--mantine-color-dimmed)">
              {formatDate(data[0]!.date)}
            </text>
            <text
              x={WIDTH - PAD.right}
              y={HEIGHT - 6}
              fontSize="11"
              textAnchor="end"
              fill="var(--mantine-color-dimmed)"
            >
              {formatDate(data.at(-1)!.date)}
            </text>
          </>
        )}
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeLinejoin="round"
              points={data.map((d, i) => `${x(i).toFixed(1)},${y(s.value(d)).toFixed(1)}`).join(' ')}
            />
            {data.length <= 62 &&
              data.map((d, i) => (
                <circle key={d.date} cx={x(i)} cy={y(s.value(d))} r={2.5} fill={s.color}>
                  <title>{`${formatDate(d.date)} · ${s.label}: ${formatValue(s.value(d))}`}</title>
                </circle>
              ))}
          </g>
        ))}
      </svg>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dateLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDate(d.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(s.value(d))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
