// uPlot draws the 30 days on a canvas: about 20 KB gzipped with no dependency, made for time series, and loaded only
// when the dashboard has sales to show (this module is imported lazily), so no other page pays for it.
import { formatMoney } from '@teranga/headless';
import { fill, plural } from '@teranga/messages/format';
import { sellerAreaMessages } from '@teranga/messages/seller';
import { vars } from '@teranga/ui';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as page from '../../app/page.css';
import type { SalesDay } from './sales-trend';
import { toCfa } from './seller-products';

const t = sellerAreaMessages.chart;
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** Steps between the marks of a count's axis: whole units only (never 0, 0.5, 1, 1.5, 2 shown as 0, 1, 1, 2, 2). */
const WHOLE_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000].map((x) => step * x))
  .sort((a, b) => a - b);

// A canvas takes no CSS variables: read the theme's colours from the kit's variables (`var(--x)`) on the element.
const themeColor = (element: Element, variable: string, fallback: string) =>
  getComputedStyle(element)
    .getPropertyValue(variable.replace(/^var\((--[^,)]+).*$/, '$1'))
    .trim() || fallback;

/** Units sold (bars) and revenue in CFA (line) for each of the last 30 days, with a table read by screen readers. */
export default function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const brand = themeColor(element, vars.color.foreground.brand, '#2B3F8C');
    const accent = themeColor(element, vars.color.foreground.caution, '#B25E09');
    const muted = themeColor(element, vars.color.foreground.muted, '#5B6170');
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.date)),
      days.map((day) => day.units),
      days.map((day) => toCfa(day.revenue)),
    ];
    const axis = { stroke: muted, grid: { stroke: 'rgba(127,127,127,0.15)' }, ticks: { show: false } };
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: 280,
      legend: { show: true, live: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        // Half a day of margin each side, so that the first and last bars are whole.
        x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
        // Room above the tallest bar, so that it never touches (or looks cut by) the top of the chart.
        units: { range: (_u, _min, max) => [0, Math.max(2, Math.ceil(max * 1.15))] },
      },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((value) => shortDate.format(new Date(value * 1000))) },
        {
          ...axis,
          scale: 'units',
          incrs: WHOLE_STEPS,
          values: (_u, splits) => splits.map((value) => number.format(value)),
        },
        {
          ...axis,
          scale: 'CFA',
          side: 1,
          size: 72,
          grid: { show: false },
          incrs: WHOLE_STEPS,
          values: (_u, splits) => splits.map((value) => number.format(value)),
        },
      ],
      series: [
        { value: (_u, value) => (value == null ? '' : longDate.format(new Date(value * 1000))) },
        {
          label: t.units,
          scale: 'units',
          stroke: brand,
          fill: brand,
          alpha: 0.8,
          paths: uPlot.paths.bars?.({ size: [0.6, 24] }),
          points: { show: false },
        },
        { label: t.revenue, scale: 'CFA', stroke: accent, width: 2, points: { show: false } },
      ],
    };
    const chart = new uPlot(options, data, element);
    // The chart follows its box's width (a phone turned, a sidebar folded).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  const units = days.reduce((sum, day) => sum + day.units, 0);
  const revenue = toCfa(days.reduce((sum, day) => sum + day.revenue, 0));
  return (
    <figure style={{ margin: 0 }} data-slot="sales-chart">
      <div ref={box} aria-hidden style={{ width: '100%', minWidth: 0 }} />
      <figcaption className={page.muted}>
        {fill(plural(t.summary, units), { revenue: formatMoney(revenue, 'XOF') })}
      </figcaption>
      {/* A table keeps its content's width whatever its own: the box around it is what hides it (not 526 px wide). */}
      <div className={page.visuallyHidden}>
        <table>
          <caption>{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.units}</th>
              <th scope="col">{t.revenue}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDate.format(new Date(seconds(day.date) * 1000))}</th>
                <td>{day.units}</td>
                <td>{number.format(toCfa(day.revenue))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
