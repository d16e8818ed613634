import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, CheckBadge, Gear, Screwdriver, Sparkles, Wrench } from "./parts";
import type { IllustrationProps } from "./types";

/** Workbench with a healthy monitor, a phone, a tool cup and a Wi-Fi router (16:10). */
export function HeroIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame viewBox="0 0 480 300" {...props}>
      <Backdrop cx={240} cy={140} r={128} floorY={286} floorRx={214} />
      <Sparkles ring={[404, 64]} dot={[446, 150]} plus={[34, 160]} />
      <Gear cx={78} cy={78} r={26} className="fill-chart-3 stroke-foreground/70" holeClassName="fill-background stroke-foreground/70" />
      <path
        d="M384.7 174.3a20 20 0 0 1 28.3 0M373.3 162.9a36 36 0 0 1 51.4 0"
        strokeWidth={6}
        className="stroke-primary"
      />
      <Wrench x={314} y={166} angle={-96} scale={0.6} />
      <Screwdriver x={332} y={172} angle={-72} scale={0.6} />
      <g className="fill-card stroke-foreground/70">
        <path d="M68 250v36M412 250v36M368 210l-4-20M430 210l4-20" />
        <rect x={32} y={236} width={416} height={14} rx={7} />
        <rect x={112} y={80} width={176} height={118} rx={12} />
        <rect x={166} y={226} width={68} height={10} rx={5} />
        <rect x={50} y={152} width={46} height={84} rx={10} />
        <rect x={356} y={208} width={84} height={28} rx={8} />
      </g>
      <path d="M188 198h24v28h-24z" className="fill-muted stroke-foreground/70" />
      <path d="M304 196h40l-4 40h-32z" className="fill-chart-4 stroke-foreground/70" />
      <rect x={124} y={92} width={152} height={94} rx={6} className="fill-primary" />
      <g className="fill-primary-foreground">
        <rect x={140} y={146} width={16} height={26} rx={3} />
        <rect x={164} y={128} width={16} height={44} rx={3} />
        <rect x={188} y={136} width={16} height={36} rx={3} />
        <rect x={140} y={108} width={64} height={8} rx={4} />
      </g>
      <CheckBadge cx={242} cy={140} r={22} />
      <rect x={58} y={164} width={30} height={60} rx={4} className="fill-primary/15" />
      <rect x={64} y={200} width={18} height={14} rx={4} className="fill-chart-2" />
      <circle cx={399} cy={182} r={5} className="fill-primary" />
      <g className="fill-chart-2">
        <circle cx={374} cy={222} r={5} />
        <circle cx={390} cy={222} r={5} />
      </g>
      <path d="M412 216v12M424 216v12" className="stroke-muted-foreground/40" />
    </IllustrationFrame>
  );
}
