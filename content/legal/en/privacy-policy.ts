import type { LegalDocument } from "../types";

export default {
  title: "Privacy Policy",
  metaDescription:
    "How our Austin tech-support shop collects, uses and protects your information, on this website and when we work on your devices.",
  lastUpdated: "2026-11-01",
  intro:
    "We're a local tech-support shop, and people trust us with their computers, phones and the data on them. This policy explains what information we collect through this website and while providing our services, why we collect it, how long we keep it and the choices you have.",
  sections: [
    {
      heading: "Who this policy applies to",
      paragraphs: [
        "This policy covers this website, customer accounts created on it, and the services we provide at our shop, at your home or office, and remotely.",
        "Our website and services are intended for adults. You must be at least 18 years old to create an account, book an appointment or submit a review. We do not knowingly collect personal information from anyone under 18; if you believe a minor has given us information, contact us and we will delete it.",
      ],
    },
    {
      heading: "Information we collect on this website",
      paragraphs: [
        "We only ask for what we need to provide the service. Depending on what you do on the site, we store:",
      ],
      list: [
        "Account details: your email address, your full name, the language of our emails and, if you add one, a phone number",
        "Service requests: the title, type and description of the problem you report, and its status",
        "Appointments: the service, date, time, duration and the description of the issue you give us",
        "Reviews: your name, email address, the service, your rating and your review text",
        "The network (IP) address a review is sent from, used only to limit abuse of the review form",
        "Messages you send us by email, and notes from phone calls about your service",
      ],
    },
    {
      heading: "Reviews",
      paragraphs: [
        "Reviews are published only after we approve them. When a review is published, we show your name, the service, your rating, your review text and the date.",
        "Your email address is never shown publicly. We use it only to confirm a review is genuine or to contact you about it.",
      ],
    },
    {
      heading: "Data on your devices",
      paragraphs: [
        "When you leave a device with us or allow a remote session, our technicians may be able to see files on it. We access only what the job requires, such as checking that a repair worked or that recovered files open.",
        "We do not copy your personal files except when the service needs it, for example a backup before a repair, a data transfer or a data recovery. Working copies are kept only for the 30-day warranty period and are then securely erased, or sooner if you ask.",
        "If, while working on a device, we come across material that the law requires us to report, we will report it to the appropriate authorities.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: ["We use your information to:"],
      list: [
        "Create and manage your account and verify your email address",
        "Schedule, carry out and follow up on the services you ask for",
        "Send you messages about your account, requests and appointments",
        "Publish reviews you submit, after approval",
        "Keep the website secure and prevent abuse",
        "Keep the business and tax records the law requires",
      ],
    },
    {
      heading: "Who we share it with",
      paragraphs: [
        "We do not sell your personal information and we do not share it for advertising.",
        "We share information only with service providers that help us run the business, such as our website hosting, database and sign-in provider, and email service, and only as far as they need it to provide that service. If a drive needs clean-room recovery, we send it to a specialist lab partner only with your approval. We may also disclose information when the law requires it.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Account details are kept while your account is open. Service requests and appointments are kept as part of your service history, and billing records for as long as accounting and tax rules require. Reviews stay published until you ask us to remove them. Review-form abuse records are kept only for as long as they are needed for that purpose.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "The website uses encrypted connections (HTTPS). Passwords are handled by our sign-in provider and stored only in hashed form; we never see them. Access to customer information is limited to the people who need it for their work. No system is perfectly secure, but we take reasonable measures to protect your information and your devices.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: ["You can update your name, email address, phone number and email language at any time in your dashboard. You can also ask us to:"],
      list: [
        "Tell you what personal information we hold about you and give you a copy",
        "Correct information that is wrong",
        "Delete your account, your reviews or other information, except records we must keep by law",
      ],
    },
    {
      heading: "Cookies and browser storage",
      paragraphs: [
        "We use a small number of cookies and browser storage entries to remember your language and theme and to keep you signed in. We do not use advertising or analytics cookies. Our Cookie Policy lists each one.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "If we change this policy, we will update the date at the top of this page, and for significant changes we will email account holders.",
        "To make a request or ask a question about your privacy, contact us using the details below. We reply to emails within 24 hours and will complete requests within 45 days.",
      ],
    },
  ],
} satisfies LegalDocument;
