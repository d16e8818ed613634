import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Technician's screen linked to a customer's screen, where a cursor clicks a button. */
export function RemoteSupportIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[72, 76]} dot={[414, 84]} plus={[240, 262]} />
      <path d="M126 112c0-46 50-68 114-68s114 22 114 68" strokeDasharray="1 12" className="stroke-primary" />
      <g className="fill-card stroke-foreground/70">
        <rect x={46} y={120} width={160} height={110} rx={12} />
        <rect x={274} y={120} width={160} height={110} rx={12} />
        <rect x={86} y={282} width={80} height={12} rx={6} />
        <rect x={314} y={282} width={80} height={12} rx={6} />
      </g>
      <g className="fill-muted stroke-foreground/70">
        <path d="M114 230h24v52h-24zM342 230h24v52h-24z" />
      </g>
      <g className="fill-primary/15">
        <rect x={58} y={132} width={136} height={86} rx={6} />
        <rect x={286} y={132} width={136} height={86} rx={6} />
      </g>
      <circle cx={126} cy={164} r={16} className="fill-primary" />
      <g className="fill-primary/40">
        <rect x={98} y={190} width={56} height={8} rx={4} />
        <rect x={300} y={148} width={70} height={8} rx={4} />
        <rect x={300} y={166} width={50} height={8} rx={4} />
      </g>
      <rect x={300} y={186} width={64} height={18} rx={9} className="fill-chart-2" />
      <path d="M376 180l6-6M384 192h8M376 204l6 6" strokeWidth={3} className="stroke-chart-2" />
      <path d="M356 196v40l11-10 8 17 8-4-8-16h14z" className="fill-card stroke-foreground/70" />
      <circle cx={240} cy={44} r={24} className="fill-primary stroke-foreground/70" />
      <path d="M228 38h24l-6-6M252 50h-24l6 6" strokeWidth={5} className="stroke-primary-foreground" />
    </IllustrationFrame>
  );
}
