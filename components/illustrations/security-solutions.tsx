import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, CheckBadge, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Monitor guarded by a large shield carrying a padlock. */
export function SecuritySolutionsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[112, 44]} dot={[404, 60]} plus={[70, 280]} />
      <g className="fill-card stroke-foreground/70">
        <rect x={96} y={72} width={288} height={180} rx={12} />
        <path d="M222 252h36v24h-36z" className="fill-muted" />
        <rect x={180} y={276} width={120} height={14} rx={7} />
      </g>
      <rect x={110} y={86} width={260} height={152} rx={6} className="fill-primary/15" />
      <g className="fill-muted-foreground/40">
        <circle cx={126} cy={102} r={5} />
        <circle cx={142} cy={102} r={5} />
        <circle cx={158} cy={102} r={5} />
      </g>
      <g className="fill-primary/40">
        <rect x={126} y={130} width={36} height={8} rx={4} />
        <rect x={126} y={150} width={24} height={8} rx={4} />
        <rect x={126} y={170} width={32} height={8} rx={4} />
        <rect x={318} y={130} width={36} height={8} rx={4} />
        <rect x={330} y={150} width={24} height={8} rx={4} />
      </g>
      <path
        d="M240 56l66 24v68c0 50-28 82-66 100-38-18-66-50-66-100V80z"
        className="fill-primary stroke-foreground/70"
      />
      <path d="M222 140v-12a18 18 0 0 1 36 0v12" strokeWidth={8} className="stroke-primary-foreground" />
      <rect x={210} y={138} width={60} height={48} rx={8} className="fill-primary-foreground" />
      <path d="M240 156v14" strokeWidth={8} className="stroke-primary" />
      <CheckBadge cx={346} cy={222} r={24} />
    </IllustrationFrame>
  );
}
