/** Props shared by every illustration. `title` is the accessible name (translated by the caller). */
export interface IllustrationProps {
  className?: string;
  title: string;
}
