// @module-tag local-stack
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseTemplate, renderTemplate } from "@/supabase/local/auth/mail/go-template";
import { htmlToText } from "@/supabase/local/auth/mail/plain-text";
import { renderAuthEmail, type TemplateData } from "@/supabase/local/auth/mail/render";
import { loadProjectAuthConfig } from "@/supabase/local/auth/project-config";
import { EMAIL_LINK_LIFETIME_HOURS } from "@/lib/rules/business-rules";
import { PASSWORD_MIN_LENGTH } from "@/lib/validation/auth";
import { parse } from "smol-toml";

const linkHours = () => loadProjectAuthConfig().otpExpirySeconds / 3600;
/** The lifetime as the templates word it: "1 hour", "24 horas". */
const lifetime = (locale: "en" | "es") => {
  const hours = linkHours();
  const [one, many] = locale === "es" ? ["hora", "horas"] : ["hour", "hours"];
  return `${hours} ${hours === 1 ? one : many}`;
};

// The email templates and the pieces that render them like hosted Supabase:
// the Go-template subset, supabase/config.toml, the text version.

const render = (source: string, data: unknown) => renderTemplate(parseTemplate(source), data);

describe("Go template subset", () => {
  it("interpolates fields and nested data, HTML-escaped, missing values empty", () => {
    expect(render("{{ .A }}/{{ .Data.name }}/{{ .Data.none }}", { A: "x", Data: { name: "<b>&'\"+" } })).toBe(
      "x/&lt;b&gt;&amp;&#39;&#34;&#43;/",
    );
  });

  it("branches with if / else if / else / end and eq, ne, not, and, or", () => {
    const source = '{{ if eq .L "es" }}ES{{ else if ne .L "fr" }}EN{{ else }}FR{{ end }}';
    expect(render(source, { L: "es" })).toBe("ES");
    expect(render(source, { L: "en" })).toBe("EN");
    expect(render(source, { L: "fr" })).toBe("FR");
    expect(render(source, {})).toBe("EN");
    expect(render("{{ if not .X }}a{{ end }}{{ if and .X .Y }}b{{ end }}{{ if or .X .Y }}c{{ end }}", { Y: 1 })).toBe("ac");
    expect(render('{{ if eq .L "a" "b" }}yes{{ end }}', { L: "b" })).toBe("yes");
    expect(render("{{ if .N }}{{ if .M }}both{{ else }}n{{ end }}{{ end }}", { N: true })).toBe("n");
  });

  it("trims around {{- -}} and drops comments", () => {
    expect(render("a  {{- .X -}}  b{{/* note */}}", { X: 1 })).toBe("a1b");
  });

  it("refuses constructs it does not implement instead of rendering them wrongly", () => {
    for (const source of ["{{ range .X }}{{ end }}", "{{ .X | upper }}", "{{ printf \"%s\" .X }}", "{{ if .X }}", "{{ end }}"]) {
      expect(() => parseTemplate(source)).toThrow();
    }
  });
});

describe("supabase/config.toml", () => {
  it("parses as TOML and points every template at existing files with bilingual subjects", () => {
    const toml = parse(readFileSync("supabase/config.toml", "utf8"));
    expect(toml).toMatchObject({
      project_id: "bytewise",
      api: { port: 54321 },
      auth: { site_url: "env(NEXT_PUBLIC_SITE_URL)", jwt_expiry: 3600, minimum_password_length: 6, email: { enable_confirmations: true } },
    });
    const config = loadProjectAuthConfig();
    expect(Object.keys(config.templates).sort()).toEqual(["confirmation", "email_change", "invite", "reauthentication", "recovery"]);
    for (const template of Object.values(config.templates)) {
      expect(existsSync(template.contentPath)).toBe(true);
      expect(template.subject).toContain('{{ if eq .Data.locale "es" }}');
    }
  });

  it("sets the password length the sign-up and sign-in forms state", () => {
    expect(loadProjectAuthConfig().minimumPasswordLength).toBe(PASSWORD_MIN_LENGTH);
  });

  it("sets the link lifetime the profile states (EMAIL_LINK_LIFETIME_HOURS)", () => {
    expect(linkHours()).toBe(EMAIL_LINK_LIFETIME_HOURS);
  });
});

describe("auth email templates", () => {
  const data = (locale: string | undefined, extra: Partial<TemplateData> = {}): TemplateData => ({
    SiteURL: "http://localhost:3000",
    ConfirmationURL: "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:3000",
    Email: "ana@example.com",
    Token: "123456",
    TokenHash: "pkce_abc123",
    RedirectTo: "http://localhost:3000/verify-email",
    Data: locale ? { locale, full_name: "Ana" } : {},
    ...extra,
  });

  it("links the confirmation to <redirect>?token=<hash>&type=email_confirmation, in English by default", () => {
    const mail = renderAuthEmail("confirmation", data(undefined));
    expect(mail.subject).toBe("Confirm your email | ByteWise Tech Support");
    expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=pkce_abc123&type=email_confirmation"');
    expect(mail.html).toContain("Hi,");
    expect(mail.text).toContain("Confirm my email [http://localhost:3000/verify-email?token=pkce_abc123&type=email_confirmation");
    expect(mail.text).toContain("support@bytewisetech.com");
    expect(mail.text).not.toMatch(/<|\{\{/);
  });

  it("writes both emails in Spanish for locale es", () => {
    const confirmation = renderAuthEmail("confirmation", data("es"));
    expect(confirmation.subject).toBe("Confirme su correo | ByteWise Tech Support");
    expect(confirmation.text).toContain("Hola, Ana:");
    expect(confirmation.text).toContain("Confirme su dirección de correo electrónico");
    const recovery = renderAuthEmail("recovery", data("es", { RedirectTo: "http://localhost:3000/es/reset-password" }));
    expect(recovery.subject).toBe("Restablezca su contraseña | ByteWise Tech Support");
    expect(recovery.html).toContain('href="http://localhost:3000/es/reset-password?token=pkce_abc123&type=recovery"');
    expect(recovery.text).toContain("Restablecer mi contraseña [");
    expect(recovery.text).not.toContain("Reset my password");
  });

  it("links the invite to <redirect>?token=<hash>&type=invite, in Spanish for locale es", () => {
    const invite = renderAuthEmail("invite", data("es", { TokenHash: "abc123", RedirectTo: "http://localhost:3000/es/set-password" }));
    expect(invite.subject).toBe("Su cuenta de ByteWise está lista | ByteWise Tech Support");
    expect(invite.html).toContain('<html lang="es">');
    expect(invite.html).toContain('href="http://localhost:3000/es/set-password?token=abc123&type=invite"');
    expect(invite.text).toContain("Hola, Ana:");
    expect(invite.text).toContain("Elegir mi contraseña [http://localhost:3000/es/set-password?token=abc123&type=invite");
    expect(invite.text).toContain(`caduca en ${lifetime("es")}`);
    expect(invite.text).toContain("«¿Olvidó su contraseña?»");
    expect(invite.text).not.toMatch(/Set my password|<|\{\{/);
    const english = renderAuthEmail("invite", data(undefined, { TokenHash: "abc123" }));
    expect(english.subject).toBe("Your ByteWise account is ready | ByteWise Tech Support");
    expect(english.text).toContain("Hi,");
    expect(english.text).toContain("booked your appointment by phone");
    expect(english.text).toContain("Set my password [http://localhost:3000/verify-email?token=abc123&type=invite");
    expect(english.text).toContain(`expires in ${lifetime("en")}`);
    expect(english.text).toContain("“Forgot your password?”");
  });

  it("state the links' lifetime that config.toml sets (otp_expiry)", () => {
    for (const kind of ["confirmation", "recovery", "invite", "email_change", "reauthentication"] as const) {
      for (const [locale, words] of [[undefined, `expires in ${lifetime("en")}`], ["es", `caduca en ${lifetime("es")}`]] as const) {
        expect(renderAuthEmail(kind, data(locale, { TokenHash: "abc123" })).text, `${kind} ${locale ?? "en"}`).toContain(words);
      }
    }
  });

  it("names both addresses of an email change and links to <redirect>?token=<hash>&type=email_change", () => {
    const change = (locale?: string) =>
      renderAuthEmail("email_change", data(locale, { NewEmail: "ana.new@example.com", RedirectTo: "http://localhost:3000/es/confirm-email-change" }));
    const es = change("es");
    expect(es.subject).toBe("Confirme su nueva dirección de correo | ByteWise Tech Support");
    expect(es.text).toContain("de ana@example.com a ana.new@example.com");
    expect(es.text).toContain("Confirmar el cambio [http://localhost:3000/es/confirm-email-change?token=pkce_abc123&type=email_change");
    expect(es.text).not.toMatch(/Confirm the change|<|\{\{/);
    const en = change();
    expect(en.subject).toBe("Confirm your new email address | ByteWise Tech Support");
    expect(en.text).toContain("from ana@example.com to ana.new@example.com");
    expect(en.text).toContain("your address stays ana@example.com");
  });

  it("escapes user metadata in the body", () => {
    const mail = renderAuthEmail("recovery", data("en", { Data: { full_name: "<script>x</script>" } }));
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});

describe("text version", () => {
  it("turns blocks into lines and links into label [URL]", () => {
    expect(htmlToText('<h1>Hi&nbsp;there</h1><p><a href="http://x/?a=1&amp;b=2">Go</a> <a href="mailto:s@x.com">s@x.com</a></p>')).toBe(
      "Hi\u00a0there\n\nGo [http://x/?a=1&b=2] s@x.com",
    );
  });
});
