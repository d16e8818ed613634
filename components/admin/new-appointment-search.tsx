"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, type KeyboardEvent, type Ref, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { searchCustomers, type CustomerMatch } from "@/lib/actions/admin-search-customers";
import { cn } from "@/lib/ui/class-names";
import { CUSTOMER_SEARCH_MAX, CUSTOMER_SEARCH_MIN } from "@/lib/validation/admin-booking";

/** How long typing must pause before the search runs. */
const DEBOUNCE_MS = 300;

const ID = "new-appointment-search";
const ids = { input: ID, hint: `${ID}-hint`, status: `${ID}-status`, results: `${ID}-results`, error: `${ID}-error` };

interface Answer {
  query: string;
  ok: boolean;
  customers: CustomerMatch[];
}

/**
 * The "Existing customer" half of the dialog: a search box (name, email or
 * phone; it runs once typing pauses, from 2 characters) and the matches as a
 * radio group (arrow keys move and choose; Down from the box enters it). The
 * status line says how many matched, or that none did. The chosen customer
 * stays listed while staff search again. `onNewCaller` hands the text over
 * to the "New caller" fields when nobody matches.
 */
export function CustomerSearch({
  picked,
  onPick,
  onNewCaller,
  error,
  inputRef,
  resultsRef,
  disabled,
}: {
  picked: CustomerMatch | null;
  onPick: (customer: CustomerMatch) => void;
  onNewCaller: (query: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  resultsRef: RefObject<HTMLDivElement | null>;
  disabled: boolean;
}) {
  const t = useTranslations("Admin.newAppointment.search");
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  const searchable = trimmed.length >= CUSTOMER_SEARCH_MIN;

  useEffect(() => {
    if (trimmed.length < CUSTOMER_SEARCH_MIN) return;
    let current = true;
    const timer = setTimeout(() => {
      searchCustomers(trimmed)
        .then((result) => current && setAnswer({ query: trimmed, ok: result.ok, customers: result.ok ? result.customers : [] }))
        .catch(() => current && setAnswer({ query: trimmed, ok: false, customers: [] }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  const settled = searchable && answer?.query === trimmed ? answer : null;
  const status = !searchable ? "idle" : !settled ? "searching" : !settled.ok ? "failed" : settled.customers.length > 0 ? "found" : "none";
  // While a new search runs, the last matches stay in place (no flicker); the chosen customer always stays listed.
  const matches = searchable ? (settled?.customers ?? answer?.customers ?? []) : [];
  const options = picked && !matches.some((customer) => customer.id === picked.id) ? [picked, ...matches] : matches;
  const note = {
    idle: null,
    searching: t("searching"),
    failed: t("failed"),
    found: t("found", { count: settled?.customers.length ?? 0 }),
    none: t("none", { query: trimmed }),
  }[status];

  const enterResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown" || options.length === 0) return;
    event.preventDefault();
    const radios = resultsRef.current?.querySelectorAll<HTMLButtonElement>("[role=radio]");
    const checked = resultsRef.current?.querySelector<HTMLButtonElement>("[role=radio][data-state=checked]");
    (checked ?? radios?.[0])?.focus();
  };

  const describedBy = [ids.hint, ids.status, error ? ids.error : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-3">
      <Field data-invalid={!!error}>
        <FieldLabel htmlFor={ids.input}>{t("label")}</FieldLabel>
        <div className="relative">
          <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            ref={inputRef}
            id={ids.input}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={CUSTOMER_SEARCH_MAX}
            value={query}
            disabled={disabled}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={enterResults}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            aria-controls={ids.results}
            className="pl-9"
          />
        </div>
        <FieldDescription id={ids.hint}>{t("hint", { min: CUSTOMER_SEARCH_MIN })}</FieldDescription>
      </Field>
      <p id={ids.status} role="status" aria-live="polite" className={cn("text-sm text-muted-foreground", !note && "sr-only")}>
        {note}
      </p>
      {status === "none" ? (
        <Button type="button" variant="outline" size="sm" className="w-fit" disabled={disabled} onClick={() => onNewCaller(trimmed)}>
          {t("asNewCaller")}
        </Button>
      ) : null}
      <div ref={resultsRef} id={ids.results}>
        {options.length > 0 ? (
          <RadioGroup
            aria-label={t("results")}
            aria-describedby={error ? ids.error : undefined}
            aria-busy={status === "searching"}
            value={picked?.id ?? ""}
            onValueChange={(id) => {
              const customer = options.find((option) => option.id === id);
              if (customer) onPick(customer);
            }}
            disabled={disabled}
            className="gap-2"
          >
            {options.map((customer) => {
              const id = `${ID}-customer-${customer.id}`;
              const chosen = picked?.id === customer.id;
              return (
                <div
                  key={customer.id}
                  className={cn(
                    "flex items-start gap-3 rounded-md border p-3 transition-colors",
                    chosen ? "border-primary bg-primary/5" : "hover:bg-accent/50",
                  )}
                >
                  <RadioGroupItem id={id} value={customer.id} className="mt-0.5" />
                  <Label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col items-start gap-0.5 font-normal">
                    <span className="font-medium">{customer.fullName?.trim() || t("noName")}</span>
                    <span className="text-sm break-all text-muted-foreground">{customer.email}</span>
                    <span className="text-sm text-muted-foreground">{customer.phone || t("noPhone")}</span>
                  </Label>
                </div>
              );
            })}
          </RadioGroup>
        ) : null}
        {error ? (
          <FieldError id={ids.error} className="mt-2">
            {error}
          </FieldError>
        ) : null}
      </div>
    </div>
  );
}
