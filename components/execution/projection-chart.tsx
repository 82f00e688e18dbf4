import { BarChart, type BarDatum } from "@/components/ui/bar-chart";
import { Card } from "@/components/ui/card";

interface ProjectionChartProps {
  title: string;
  labelHeading: string;
  valueHeading: string;
  data: BarDatum[];
  max?: number;
}

/** A projection drawn on the server (SVG with a table for screen readers), on a card. */
export function ProjectionChart(props: ProjectionChartProps) {
  const fills = [
    "fill-chart-1",
    "fill-chart-2",
    "fill-chart-3",
    "fill-chart-4",
    "fill-chart-5",
    "fill-chart-6",
  ];
  const data = props.data.map((d, i) => ({
    ...d,
    fillClassName: d.fillClassName ?? fills[i % fills.length],
  }));
  return (
    <Card>
      <BarChart
        title={props.title}
        labelHeading={props.labelHeading}
        valueHeading={props.valueHeading}
        data={data}
        max={props.max}
      />
    </Card>
  );
}
