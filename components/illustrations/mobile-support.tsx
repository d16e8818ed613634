import { IllustrationFrame } from "./illustration-frame";
import { Backdrop, CheckBadge, Gear, Sparkles } from "./parts";
import type { IllustrationProps } from "./types";

/** Smartphone showing a check mark, with settings gears around it. */
export function MobileSupportIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame {...props}>
      <Backdrop />
      <Sparkles ring={[134, 76]} dot={[392, 170]} plus={[356, 252]} />
      <Gear cx={324} cy={112} r={40} className="fill-primary stroke-foreground/70" holeClassName="fill-accent stroke-foreground/70" />
      <Gear cx={150} cy={232} r={26} className="fill-chart-3 stroke-foreground/70" holeClassName="fill-accent stroke-foreground/70" />
      <rect x={180} y={56} width={124} height={240} rx={20} className="fill-card stroke-foreground/70" />
      <rect x={192} y={80} width={100} height={188} rx={8} className="fill-primary/15" />
      <path d="M228 68h28M304 110v24" className="stroke-foreground/70" />
      <CheckBadge cx={242} cy={144} r={32} />
      <rect x={212} y={196} width={60} height={8} rx={4} className="fill-primary/40" />
      <rect x={222} y={214} width={40} height={8} rx={4} className="fill-primary/40" />
      <rect x={210} y={238} width={64} height={16} rx={8} className="fill-primary" />
      <path d="M226 282h32" className="stroke-muted-foreground/40" />
    </IllustrationFrame>
  );
}
