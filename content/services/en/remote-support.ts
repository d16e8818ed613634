import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { ServiceContent } from "../types";

export default {
  slug: "remote-support",
  title: "Remote Support",
  shortDescription:
    "Fast help without leaving your desk: a technician connects securely to your computer, with your permission, and fixes the problem while you watch.",
  longDescription:
    "Many software problems don't need a trip to the shop. With your permission, one of our technicians connects to your computer through a secure remote-support tool, sees what you see and fixes the problem while you watch, explaining each step.\n\nYou stay in control the whole time: you start the session, you can see everything the technician does, and you can end it with one click. When the session ends, the connection is closed and we can't reconnect without you starting a new session.",
  metaDescription:
    "Secure remote computer support from our Austin technicians: software, email, printer and setup help while you watch, from $45 per session.",
  image: "remote-support",
  imageAlt: "A technician's screen linked to a customer's screen, where a cursor clicks a button",
  imageCaption: "You see every step, and you can end the session at any time.",
  price: "$45",
  detailSections: [
    {
      title: "Good for remote support",
      content:
        "If your computer starts and connects to the internet, we can usually help remotely with:",
      listItems: [
        "Email, calendar and Microsoft 365 or Google Workspace problems",
        "Printers and scanners that stopped working",
        "Software installs, updates and error messages",
        "Slow computers, pop-ups and unwanted programs",
        "Setting up backups, cloud storage and new accounts",
      ],
    },
    {
      title: "How a session works",
      content:
        "Book a time online or call us during business hours. At the appointment, a technician contacts you and guides you through starting the session.",
      listItems: [
        "You open the secure link we send and type in the session code",
        "You approve the connection on your screen",
        "We fix the problem and explain what we did",
        "You can end the session at any moment",
      ],
    },
    {
      title: "Your security",
      content:
        "Remote access is a favorite trick of scammers, so we follow strict rules and so should you.",
      listItems: [
        "We never call, text or email you out of the blue asking for access",
        "Sessions only start when you start them, at a time you booked",
        "We never ask for your banking details during a session",
        "No software stays installed after the session unless you ask for it",
      ],
    },
    {
      title: "When we'll suggest the shop instead",
      content:
        "Some problems need hands-on work. If the computer won't start, has a failing drive or hardware damage, we'll tell you right away and help you book an in-shop repair.",
      listItems: [
        "Computers that won't start or connect to the internet",
        "Noisy or failing drives",
        "Physical damage or hardware upgrades",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Quick Fix",
      price: "$45",
      description: "A remote session of up to 30 minutes for a single, well-defined problem.",
    },
    {
      name: "Standard Session",
      price: "$75",
      description: "A remote session of up to 1 hour for bigger fixes, setups or several small problems.",
    },
    {
      name: "Support Package",
      price: "$150",
      description: "Three one-hour sessions to use within 6 months of purchase.",
    },
    {
      name: "Premium Support",
      price: "$250",
      description: "Unlimited remote support for 3 months, for one household or small office.",
    },
  ],
  faqs: [
    {
      question: "Is remote support safe?",
      answer:
        "Yes, when it's done properly. The connection is encrypted, it only starts when you approve it, you see everything we do, and you can end it at any time. We never start a session you didn't book.",
    },
    {
      question: "What do I need for a remote session?",
      answer:
        "A Windows or Mac computer that starts and connects to the internet, and a phone so we can talk while we work. We'll send you a link to a small, secure support tool at the start of the session.",
    },
    {
      question: "What if my problem takes longer than 30 minutes?",
      answer:
        "We'll tell you before the 30 minutes are up. You can continue as a Standard Session of up to 1 hour, or stop and decide later.",
    },
    {
      question: "Do unused package sessions expire?",
      answer:
        "Yes. The three sessions in the Support Package must be used within 6 months of purchase, and Premium Support covers 3 months from the day it starts.",
    },
    {
      question: "Can I cancel a booked session?",
      answer:
        `Yes, please cancel or reschedule at least ${LATE_CANCELLATION_HOURS} hours ahead. Late cancellations and missed sessions are charged ${LATE_CANCELLATION_FEE_PERCENT}% of the session price.`,
    },
  ],
} satisfies ServiceContent;
