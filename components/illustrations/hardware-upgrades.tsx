import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Memory module about to drop into the free slot of a motherboard (tint over an opaque base). */
export function HardwareUpgradesIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[404, 116]} dot={[74, 120]} plus={[388, 60]} />
      <rect x={80} y={168} width={320} height={132} rx={12} className="fill-card" />
      <rect x={80} y={168} width={320} height={132} rx={12} className="fill-chart-2/15 stroke-foreground/70" />
      <g className="stroke-foreground/70">
        <circle cx={98} cy={186} r={5} />
        <circle cx={382} cy={186} r={5} />
        <circle cx={98} cy={282} r={5} />
        <circle cx={382} cy={282} r={5} />
      </g>
      <rect x={104} y={196} width={200} height={14} rx={4} className="fill-primary/40 stroke-foreground/70" />
      <g className="fill-card stroke-foreground/70">
        <rect x={104} y={226} width={200} height={14} rx={4} />
        <rect x={326} y={194} width={50} height={50} rx={8} />
      </g>
      <rect x={337} y={205} width={28} height={28} rx={4} className="fill-primary" />
      <rect x={104} y={256} width={132} height={24} rx={6} className="fill-chart-4 stroke-foreground/70" />
      <g className="fill-primary-foreground">
        <rect x={118} y={262} width={24} height={12} rx={3} />
        <rect x={152} y={262} width={40} height={12} rx={3} />
      </g>
      <g className="fill-chart-3 stroke-foreground/70">
        <circle cx={268} cy={268} r={10} />
        <circle cx={298} cy={268} r={10} />
      </g>
      <path d="M328 262h40M328 276h24" className="stroke-muted-foreground/40" />
      <path d="M112 146h184" strokeWidth={8} strokeDasharray="4 6" strokeLinecap="butt" className="stroke-chart-3" />
      <rect x={104} y={80} width={200} height={62} rx={6} className="fill-primary stroke-foreground/70" />
      <g className="fill-primary-foreground">
        <rect x={118} y={94} width={30} height={28} rx={4} />
        <rect x={160} y={94} width={30} height={28} rx={4} />
        <rect x={218} y={94} width={30} height={28} rx={4} />
        <rect x={260} y={94} width={30} height={28} rx={4} />
      </g>
      <path d="M346 80v60m-16-16 16 16 16-16" strokeWidth={6} className="stroke-primary" />
    </IllustrationFrame>
  );
}
