import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Open hard drive with a restore badge, and the files it got back beside it. */
export function DataRecoveryIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[396, 196]} dot={[92, 276]} plus={[110, 70]} />
      <g className="fill-card stroke-foreground/70">
        <path d="M92 104h30l16 16v52a6 6 0 0 1-6 6H92a6 6 0 0 1-6-6v-62a6 6 0 0 1 6-6z" />
        <path d="M112 190h30l16 16v52a6 6 0 0 1-6 6h-40a6 6 0 0 1-6-6v-62a6 6 0 0 1 6-6z" />
        <rect x={176} y={70} width={168} height={226} rx={14} />
      </g>
      <g className="fill-primary/40">
        <rect x={98} y={136} width={30} height={8} rx={4} />
        <rect x={98} y={152} width={20} height={8} rx={4} />
        <rect x={118} y={222} width={30} height={8} rx={4} />
        <rect x={118} y={238} width={20} height={8} rx={4} />
      </g>
      <circle cx={260} cy={160} r={64} className="fill-muted stroke-foreground/70" />
      <circle cx={260} cy={160} r={42} className="stroke-muted-foreground/40" />
      <circle cx={260} cy={160} r={14} className="fill-card stroke-foreground/70" />
      <path d="M312 262l-30-64" strokeWidth={18} className="stroke-foreground/70" />
      <path d="M312 262l-30-64" strokeWidth={10} className="stroke-primary" />
      <circle cx={312} cy={262} r={14} className="fill-card stroke-foreground/70" />
      <circle cx={312} cy={262} r={5} className="fill-primary" />
      <g className="fill-muted-foreground/40">
        <circle cx={194} cy={88} r={5} />
        <circle cx={326} cy={88} r={5} />
        <circle cx={194} cy={278} r={5} />
      </g>
      <circle cx={358} cy={112} r={38} className="fill-chart-2 stroke-foreground/70" />
      <path
        d="M339 112a19 19 0 1 0 19-19h-6M356 85l-6 8 8 6"
        strokeWidth={6}
        className="stroke-primary-foreground"
      />
    </IllustrationFrame>
  );
}
