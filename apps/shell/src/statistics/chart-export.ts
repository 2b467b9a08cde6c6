import type { LegendItem } from './chart-plot';

/**
 * The style properties an SVG's drawing depends on. The chart's look comes from the page's
 * style sheets, which an SVG drawn as an image does not have: they are copied inline.
 */
const DRAWN = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

/** Pixels per CSS pixel of the image: sharp on high-density screens and in print. */
const SCALE = 2;
const PAD = 16;
const TITLE = 18;
const LINE = 20;

/** The largest SVG in `container`: the chart's drawing (the legend's marks are small SVGs). */
function drawingIn(container: HTMLElement): SVGSVGElement | null {
  const area = (svg: SVGSVGElement) => {
    const { width, height } = svg.getBoundingClientRect();
    return width * height;
  };
  return [...container.querySelectorAll('svg')].reduce<SVGSVGElement | null>(
    (largest, svg) => (largest === null || area(svg) > area(largest) ? svg : largest),
    null,
  );
}

/** A copy of `svg` that draws the same on its own: sizes and computed styles written in. */
function standalone(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const style = getComputedStyle(element);
    copies[index]?.setAttribute(
      'style',
      DRAWN.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';'),
    );
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return copy;
}

/** `svg` loaded as an image (from a same-origin blob, so the canvas stays readable). */
function imageOf(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const text = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** A white canvas of `width` × `height` CSS pixels, drawn at `SCALE`. */
function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * SCALE);
  canvas.height = Math.ceil(height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.textBaseline = 'middle';
  return { canvas, context };
}

function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}

/** The legend's keys laid out in lines no wider than `width`: each key's place. */
function legendPlaces(
  context: CanvasRenderingContext2D,
  legend: readonly LegendItem[],
  width: number,
) {
  const places: { item: LegendItem; x: number; line: number }[] = [];
  let x = 0;
  let line = 0;
  for (const item of legend) {
    const wide = 12 + 6 + context.measureText(item.label).width + 16;
    if (x > 0 && x + wide > width) {
      x = 0;
      line += 1;
    }
    places.push({ item, x, line });
    x += wide;
  }
  return { places, lines: legend.length === 0 ? 0 : line + 1 };
}

/**
 * A chart as a PNG image: the statistic's name above, the chart's drawing (its SVG, made to
 * draw on its own), and its legend under it (drawn here: the chart's legend is HTML).
 */
export async function chartPng(
  container: HTMLElement,
  title: string,
  legend: readonly LegendItem[],
): Promise<Blob> {
  const svg = drawingIn(container);
  if (!svg) throw new Error('There is no chart to export.');
  const { width, height } = svg.getBoundingClientRect();
  const image = await imageOf(standalone(svg));
  const font = getComputedStyle(container).fontFamily || 'sans-serif';
  const measure = canvasOf(1, 1).context;
  measure.font = `13px ${font}`;
  const { places, lines } = legendPlaces(measure, legend, width);
  const top = PAD + TITLE + 8;
  const { canvas, context } = canvasOf(width + 2 * PAD, top + height + lines * LINE + PAD);
  context.fillStyle = '#212121';
  context.font = `600 16px ${font}`;
  context.fillText(title, PAD, PAD + TITLE / 2);
  context.drawImage(image, PAD, top, width, height);
  context.font = `13px ${font}`;
  for (const { item, x, line } of places) {
    const y = top + height + line * LINE + LINE / 2;
    context.fillStyle = item.color;
    context.fillRect(PAD + x, y - 6, 12, 12);
    context.fillStyle = '#212121';
    context.fillText(item.label, PAD + x + 18, y);
  }
  return pngOf(canvas);
}

/**
 * A table as a PNG image (number cards and pivot tables are HTML, not drawings): the name
 * above, then the rows, the first `headRows` of them bold on grey; the first column holds
 * names, the others numbers (right-aligned).
 */
export async function tablePng(
  container: HTMLElement,
  title: string,
  rows: readonly (readonly string[])[],
  headRows: number,
): Promise<Blob> {
  const font = getComputedStyle(container).fontFamily || 'sans-serif';
  const measure = canvasOf(1, 1).context;
  const widths: number[] = [];
  rows.forEach((row, index) => {
    measure.font = `${index < headRows ? '600 ' : ''}13px ${font}`;
    row.forEach((text, column) => {
      widths[column] = Math.max(widths[column] ?? 0, measure.measureText(text).width + 24);
    });
  });
  const tableWidth = widths.reduce((sum, wide) => sum + wide, 0);
  measure.font = `600 16px ${font}`;
  const width = Math.max(tableWidth, measure.measureText(title).width);
  const top = PAD + TITLE + 8;
  const rowHeight = 28;
  const { canvas, context } = canvasOf(width + 2 * PAD, top + rows.length * rowHeight + PAD);
  context.fillStyle = '#212121';
  context.font = `600 16px ${font}`;
  context.fillText(title, PAD, PAD + TITLE / 2);
  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    if (index < headRows) {
      context.fillStyle = '#f5f5f5';
      context.fillRect(PAD, y, tableWidth, rowHeight);
    }
    context.font = `${index < headRows ? '600 ' : ''}13px ${font}`;
    let x = PAD;
    row.forEach((text, column) => {
      const wide = widths[column] ?? 0;
      const numeric = column > 0;
      context.fillStyle = '#212121';
      context.textAlign = numeric ? 'right' : 'left';
      context.fillText(text, numeric ? x + wide - 12 : x + 12, y + rowHeight / 2);
      x += wide;
    });
    context.strokeStyle = '#e0e0e0';
    context.beginPath();
    context.moveTo(PAD, y + rowHeight - 0.5);
    context.lineTo(PAD + tableWidth, y + rowHeight - 0.5);
    context.stroke();
  });
  return pngOf(canvas);
}

/** Offers `blob` as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
