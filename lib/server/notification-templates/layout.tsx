import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from "@react-email/components";
import { Fragment } from "react";
import type { Locale } from "@/i18n/routing";
import { siteLocation } from "@/lib/rules/calendar-event";
import { site } from "@/lib/site/business-profile";
import type { Block, EmailContent } from "./content";
import { styles } from "./styles";

/**
 * The HTML part of every email: the shop's name as text (no images, which
 * clients block or drop in dark mode), the blocks, then a footer with the
 * shop's address and phone, why the email was sent and, for optional kinds,
 * the link that turns them off.
 */
export function EmailDocument({ locale, content }: { locale: Locale; content: EmailContent }) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{site.name}</Text>
          </Section>
          <Section style={styles.main}>
            {content.blocks.map((block, index) => (
              <Fragment key={index}>{renderBlock(block)}</Fragment>
            ))}
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {site.name} · {siteLocation()} ·{" "}
              <Link href={`tel:${site.phone.e164}`} style={styles.footerLink}>
                {site.phone.display}
              </Link>
            </Text>
            <Text style={styles.footerText}>{content.footerNote}</Text>
            {content.optOut ? (
              <Text style={styles.footerText}>
                {content.optOut.text}{" "}
                <Link href={content.optOut.link.href} style={styles.footerLink}>
                  {content.optOut.link.label}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function renderBlock(block: Block) {
  switch (block.type) {
    case "heading":
      return (
        <Heading as="h1" style={styles.heading}>
          {block.text}
        </Heading>
      );
    case "text":
      return <Text style={styles.text}>{block.text}</Text>;
    case "details":
      return (
        <table role="presentation" cellPadding={0} cellSpacing={0} width="100%" style={styles.details}>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <td style={styles.detailLabel}>{row.label}</td>
                <td style={styles.detailValue}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "notice":
      return <Text style={block.tone === "warning" ? styles.warning : styles.info}>{block.text}</Text>;
    case "actions":
      return (
        <Section style={styles.actions}>
          <Button href={block.primary.href} style={styles.button}>
            {block.primary.label}
          </Button>
          {block.secondary?.length ? (
            <Text style={styles.secondary}>
              {block.secondary.map((link, index) => (
                <Fragment key={index}>
                  {index > 0 ? " · " : null}
                  <Link href={link.href} style={styles.link}>
                    {link.label}
                  </Link>
                </Fragment>
              ))}
            </Text>
          ) : null}
        </Section>
      );
    case "quote":
      return <Text style={styles.quote}>{block.text}</Text>;
  }
}
