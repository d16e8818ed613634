import type { LegalDocument } from "../types";

export default {
  title: "Cookie Policy",
  metaDescription:
    "The few cookies and browser storage entries our website uses: your language, your theme and your sign-in session. No advertising or analytics cookies.",
  lastUpdated: "2026-11-01",
  intro:
    "Our website uses only a few cookies and browser storage entries, all of them needed to remember your choices or keep you signed in. We don't use advertising or analytics cookies, and we don't track you across other websites.",
  sections: [
    {
      heading: "What cookies and browser storage are",
      paragraphs: [
        "Cookies are small text files a website asks your browser to keep and send back on later visits. Local storage and session storage are similar places in your browser where a website can keep small settings; they stay on your device and are not sent to our servers.",
      ],
    },
    {
      heading: "Cookies we set",
      paragraphs: ["These cookies are set by our own website:"],
      list: [
        "NEXT_LOCALE: remembers the language you chose (English or Spanish). Kept for 1 year.",
        "sb-<project>-auth-token: keeps you signed in, where <project> identifies our sign-in service. Set only when you sign in, and removed when you sign out. A long session may be split into parts named with .0, .1 and so on at the end.",
        "bytewise-signed-in: tells our pages that you are signed in, so the menu can show your dashboard. It holds no personal information, lasts as long as your session and is removed when you sign out.",
      ],
    },
    {
      heading: "Storage in your browser",
      paragraphs: ["We also keep these settings in your browser:"],
      list: [
        "bytewise-theme (local storage): your light, dark or system theme choice",
        "i18nextLng (local storage): your language choice",
        "bytewise-verification-email (session storage): the email address shown on the email verification page after you register. It is cleared when you close the tab.",
      ],
    },
    {
      heading: "What we don't use",
      paragraphs: [
        "We do not use advertising cookies, analytics or tracking cookies, or cookies from social networks. The links to our social media pages are plain links: nothing from those networks loads on our site unless you click them.",
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "You can block or delete cookies and site data in your browser settings. If you block the sign-in cookie, you won't be able to sign in to your account. If you clear browser storage, the site will forget your theme and language and go back to the defaults.",
      ],
    },
    {
      heading: "Changes and questions",
      paragraphs: [
        "If we add or change a cookie, we will update this page and the date at the top. If you have any questions, contact us using the details below.",
      ],
    },
  ],
} satisfies LegalDocument;
