import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, CheckBadge, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Two chat bubbles (question and answer) above a clipboard checklist. */
export function TechConsultationIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[372, 206]} dot={[112, 196]} plus={[120, 262]} />
      <rect x={164} y={140} width={156} height={164} rx={12} className="fill-card stroke-foreground/70" />
      <rect x={210} y={128} width={64} height={24} rx={8} className="fill-muted stroke-foreground/70" />
      <CheckBadge cx={194} cy={188} r={12} />
      <CheckBadge cx={194} cy={226} r={12} />
      <circle cx={194} cy={264} r={12} className="fill-muted stroke-foreground/70" />
      <g className="fill-muted-foreground/40">
        <rect x={218} y={183} width={76} height={10} rx={5} />
        <rect x={218} y={221} width={60} height={10} rx={5} />
        <rect x={218} y={259} width={70} height={10} rx={5} />
      </g>
      <path
        d="M86 52h108a16 16 0 0 1 16 16v42a16 16 0 0 1-16 16h-30l-18 18v-18H86a16 16 0 0 1-16-16V68a16 16 0 0 1 16-16z"
        className="fill-primary stroke-foreground/70"
      />
      <g className="fill-primary-foreground">
        <circle cx={116} cy={89} r={7} />
        <circle cx={140} cy={89} r={7} />
        <circle cx={164} cy={89} r={7} />
      </g>
      <path
        d="M290 70h104a16 16 0 0 1 16 16v38a16 16 0 0 1-16 16h-54v18l-18-18h-32a16 16 0 0 1-16-16V86a16 16 0 0 1 16-16z"
        className="fill-card stroke-foreground/70"
      />
      <g className="fill-primary/40">
        <rect x={292} y={92} width={96} height={10} rx={5} />
        <rect x={292} y={110} width={64} height={10} rx={5} />
      </g>
    </IllustrationFrame>
  );
}
