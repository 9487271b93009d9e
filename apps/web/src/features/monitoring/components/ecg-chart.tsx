import 'uplot/dist/uPlot.min.css';
import { Box, ScrollArea } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/**
 * A strip is read like ECG paper: at least this many pixels per second, so a phone scrolls
 * sideways through the beats instead of squeezing ten seconds into 350 pixels.
 */
const MIN_PX_PER_SECOND = 90;
/** As tall as `ecg-trace.tsx` keeps the place while this module loads. */
const ECG_HEIGHT = 220;
const GRID = '#f4c7cc';
const TRACE = '#1a1b1e';

function options(width: number, low: number, high: number): uPlot.Options {
  const grid = { stroke: GRID, width: 1 };
  return {
    width,
    height: ECG_HEIGHT,
    legend: { show: false },
    // Dragging across the strip zooms in; a double click shows all of it again.
    cursor: { drag: { x: true, y: false }, points: { show: false } },
    scales: { x: { time: false }, y: { range: [low, high] } },
    axes: [
      {
        grid,
        ticks: { show: false },
        // A line every 0.2 s, like the paper's large squares; a label each second.
        incrs: [0.2],
        // uPlot skips increments closer than `space` pixels; the paper's lines are that close.
        space: 8,
        values: (_u, splits) =>
          splits.map((s) => (Math.abs(s - Math.round(s)) < 1e-6 ? `${Math.round(s)} s` : '')),
        size: 28,
      },
      {
        grid,
        ticks: { show: false },
        incrs: [0.5],
        values: (_u, splits) => splits.map((s) => `${s.toFixed(1)}`),
        label: 'mV',
        size: 44,
        labelSize: 16,
      },
    ],
    series: [{}, { stroke: TRACE, width: 1.25, points: { show: false } }],
  };
}

/** G18: an ECG strip drawn on a canvas (uPlot: thousands of samples stay smooth). */
export function EcgChart(props: { samples: number[]; hz: number; label: string }) {
  const { ref: box, width: boxWidth } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const seconds = props.samples.length / props.hz;
  const width = Math.max(Math.floor(boxWidth), Math.ceil(seconds * MIN_PX_PER_SECOND));

  useEffect(() => {
    const el = target.current;
    if (el === null) return;
    const xs = props.samples.map((_, i) => i / props.hz);
    let lowest = 0;
    let highest = 0;
    for (const s of props.samples) {
      lowest = Math.min(lowest, s);
      highest = Math.max(highest, s);
    }
    const low = Math.floor(Math.min(-0.5, lowest - 0.1) * 2) / 2;
    const high = Math.ceil(Math.max(1.5, highest + 0.1) * 2) / 2;
    const chart = new uPlot(options(el.clientWidth || 600, low, high), [xs, props.samples], el);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [props.samples, props.hz]);

  useEffect(() => {
    plot.current?.setSize({ width, height: ECG_HEIGHT });
  }, [width]);

  return (
    <Box ref={box} role="img" aria-label={props.label}>
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <div ref={target} style={{ width }} />
      </ScrollArea>
    </Box>
  );
}
