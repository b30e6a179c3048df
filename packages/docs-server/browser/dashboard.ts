// The dashboard's charts: Chart.js (served by the service itself, /_/dashboard/assets/) draws the
// numbers the page already shows in its tables, so the page reads the same without it.

interface ChartPoint {
  readonly label: string;
  readonly value: number;
}

interface ChartConstructor {
  new (canvas: HTMLCanvasElement, config: object): unknown;
}

const titles: Record<string, string> = {'top-queries': 'Searches', positions: 'Click-through (%)', pages: 'Views'};

function draw(Chart: ChartConstructor, canvas: HTMLCanvasElement, points: readonly ChartPoint[]): void {
  const name = canvas.dataset.chart ?? '';
  new Chart(canvas, {
    type: 'bar',
    data: {
      labels: points.map((point) => (point.label.length > 40 ? `${point.label.slice(0, 39)}…` : point.label)),
      datasets: [{label: titles[name] ?? name, data: points.map((point) => point.value), backgroundColor: '#2e8555'}],
    },
    options: {
      indexAxis: name === 'positions' ? 'x' : 'y',
      animation: false,
      maintainAspectRatio: false,
      plugins: {legend: {display: false}},
    },
  });
}

function start(): void {
  // The period menu shows the new period as soon as it changes; the Show button does the same without script.
  const select = document.querySelector<HTMLSelectElement>('select[name="days"]');
  select?.addEventListener('change', () => select.form?.submit());

  const Chart = (window as unknown as {Chart?: ChartConstructor}).Chart;
  const source = document.getElementById('dashboard-charts');
  if (!Chart || !source?.textContent) return;
  const charts = JSON.parse(source.textContent) as Record<string, ChartPoint[]>;
  document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]').forEach((canvas) => {
    const points = charts[canvas.dataset.chart ?? ''] ?? [];
    if (points.length > 0) draw(Chart, canvas, points);
    else canvas.parentElement?.remove();
  });
}

start();
