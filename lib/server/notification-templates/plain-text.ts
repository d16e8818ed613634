import { siteLocation } from "@/lib/rules/calendar-event";
import { site } from "@/lib/site/business-profile";
import type { Block, EmailContent, EmailLink } from "./content";

const link = ({ label, href }: EmailLink) => `${label}: ${href}`;

function blockText(block: Block): string {
  switch (block.type) {
    case "heading":
      return block.text;
    case "text":
    case "notice":
      return block.text;
    case "details":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "actions":
      return [block.primary, ...(block.secondary ?? [])].map(link).join("\n");
    case "quote":
      return block.text
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
  }
}

/** The text part: the same blocks as the HTML, one paragraph each, every link written out. */
export function plainText(content: EmailContent) {
  const footer = [
    `${site.name} · ${siteLocation()} · ${site.phone.display}`,
    content.footerNote,
    ...(content.optOut ? [`${content.optOut.text} ${link(content.optOut.link)}`] : []),
  ];
  return `${[...content.blocks.map(blockText), "--", footer.join("\n")].join("\n\n")}\n`;
}
