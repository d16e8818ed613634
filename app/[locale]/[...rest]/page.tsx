import { notFound } from "next/navigation";

// Any path that no route matches renders the translated 404 with status 404.
export default function CatchAll() {
  notFound();
}
