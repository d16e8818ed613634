/** The id of the page's one list of technician names, which every technician field suggests from. */
export const TECHNICIAN_LIST_ID = "technician-suggestions";

/** Names offered while typing a technician (a native datalist: free text stays possible). */
export function TechnicianSuggestions({ names }: { names: string[] }) {
  return (
    <datalist id={TECHNICIAN_LIST_ID}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
