import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { LegalDocument } from "../types";

export default {
  title: "Terms of Service",
  metaDescription:
    "The terms for using our website and services: quotes, appointments and cancellations, payment, backups, our 30-day warranty and refunds.",
  lastUpdated: "2026-11-01",
  intro:
    "These terms apply when you use this website or any of our services, at our shop, at your home or office, or remotely. We've kept them as plain as we can. By booking a service, creating an account or leaving a device with us, you agree to them.",
  sections: [
    {
      heading: "Who can use our services",
      paragraphs: [
        "You must be at least 18 years old to create an account, book an appointment or authorize work. By leaving a device with us or starting a remote session, you confirm that you own the device or have the owner's permission to have it serviced.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Please give accurate information and verify your email address; online booking is only available to verified accounts. Keep your password private: you are responsible for what is done with your account. Tell us straight away if you think someone else has used it.",
      ],
    },
    {
      heading: "Quotes and prices",
      paragraphs: [
        "Prices on this website are starting prices for typical jobs. After looking at the problem, we give you a price, and we do not start any work beyond the diagnosis until you approve it. If we find something unexpected during the work that would change the price, we stop and ask you first.",
        "Parts, equipment and software licenses are quoted separately unless a price says otherwise. Applicable sales tax is added to the bill.",
      ],
    },
    {
      heading: "Appointments, cancellations and no-shows",
      paragraphs: [
        `You can cancel or reschedule an appointment at no charge if you do so at least ${LATE_CANCELLATION_HOURS} hours before the appointment time, from your dashboard or by contacting us.`,
        `Cancellations made less than ${LATE_CANCELLATION_HOURS} hours ahead, and missed appointments, are charged a fee of ${LATE_CANCELLATION_FEE_PERCENT}% of the service cost, because that time was reserved for you. If we have to reschedule because of a problem on our side, there is no charge to you.`,
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "Payment is due when the service is completed, and for in-shop work before the device is returned. For plans and packages, the price is paid when the plan or package starts.",
      ],
    },
    {
      heading: "Your data and backups",
      paragraphs: [
        "You are responsible for backing up your data before any service. Some repairs require replacing a drive, resetting a device or reinstalling the operating system, and storage devices can fail during a repair even when handled with care. If you don't have a backup, ask us to include one in the quote before work starts.",
        "Data recovery is a best-effort service: no one can guarantee that data can be recovered. We tell you after the evaluation what is likely recoverable and what it will cost.",
      ],
    },
    {
      heading: "Remote support",
      paragraphs: [
        "Remote sessions start only when you start them and approve the connection. You can watch everything our technician does and end the session at any time. Please close any documents you don't want seen before a session begins.",
      ],
    },
    {
      heading: "Our 30-day warranty",
      paragraphs: [
        "All our services carry a 30-day warranty from the day the work is completed. If the problem we fixed comes back within that time, we will fix it again at no extra charge.",
        "New parts also carry their manufacturer's warranty. The warranty does not cover:",
      ],
      list: [
        "New physical damage, liquid damage or power surges",
        "Problems unrelated to the work we did",
        "Work done on the device by someone else after our service",
        "New infections from software installed after our service",
      ],
    },
    {
      heading: "Refunds",
      paragraphs: [
        "If you're not satisfied with a service, tell us within 7 days of completion. We will first try to put it right. If we can't, we may offer a refund, which may be given as service credit toward future work. Claims made more than 7 days after completion can't be considered for a refund, but the 30-day warranty still applies.",
      ],
    },
    {
      heading: "Reviews and other content you send us",
      paragraphs: [
        "Reviews should describe your own genuine experience. We may decline or remove reviews that are abusive, off-topic, contain personal information about others or are not genuine. By submitting a review, you allow us to publish it on this website with your name, but never your email address.",
      ],
    },
    {
      heading: "Using this website",
      paragraphs: [
        "Please don't misuse the website: no attempts to access accounts or data that aren't yours, to disrupt the site, or to send automated or spam submissions through its forms.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent the law allows, our liability for any claim related to a service is limited to the amount you paid for that service, and we are not liable for lost data or indirect losses, such as lost business or profits. Nothing in these terms limits rights you have under the law that cannot be limited.",
      ],
    },
    {
      heading: "Changes and governing law",
      paragraphs: [
        "We may update these terms; the date at the top of this page shows when they last changed, and the terms in effect when you book a service apply to that service.",
        "These terms are governed by the laws of the State of Texas. If you have a concern, please contact us using the details below first; most problems are solved with a conversation.",
      ],
    },
  ],
} satisfies LegalDocument;
