import "./globals.css";

// Only for requests the locale proxy never sees (e.g. a missing file); every
// page path gets the translated 404 of app/[locale]/not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-3xl font-bold">Oops! Page not found</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is right for a 404 outside the site's pages, and next/link here would load on every page */}
        <a href="/" className="text-primary underline underline-offset-4">Return to Home</a>
      </body>
    </html>
  );
}
