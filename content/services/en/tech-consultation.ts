import type { ServiceContent } from "../types";

export default {
  slug: "tech-consultation",
  title: "Tech Consultation",
  shortDescription:
    "Independent advice from a technician: what to buy, how to set things up and how to plan technology for your home or small business.",
  longDescription:
    "Buying a computer, choosing a backup plan or getting a small office organized is easier with someone who knows the options and has nothing to sell you. Our technicians give independent advice based on what you actually need, in plain language, at our shop, at your place or by video call.\n\nConsultations suit people who want to understand their options before spending money, and small businesses that need a technology plan but don't have an IT department. You leave with clear recommendations in writing.",
  metaDescription:
    "Independent tech advice in Austin for homes and small businesses: buying help, home technology audits and ongoing support plans, from $65/hour.",
  image: "tech-consultation",
  imageAlt: "Two chat bubbles, a question and an answer, above a clipboard checklist",
  imageCaption: "Clear recommendations in writing, tailored to how you use your technology.",
  price: "$65/hour",
  detailSections: [
    {
      title: "What we can help you decide",
      content:
        "Bring a question or a whole project. Common topics include:",
      listItems: [
        "Which computer, tablet or phone fits your needs and budget",
        "Cloud storage and backup: what to use and how much",
        "Setting up a home office or a small-business workspace",
        "Moving email and files to a new service",
        "Keeping children safe online",
      ],
    },
    {
      title: "Home technology audit",
      content:
        "We visit your home, look at everything that's connected and give you a written report with priorities and rough costs.",
      listItems: [
        "Computers, phones and tablets: age, health and updates",
        "Wi-Fi coverage and router security",
        "Backups and account security",
        "Smart-home devices and printers",
        "A prioritized list of recommendations",
      ],
    },
    {
      title: "Ongoing support for small businesses",
      content:
        "The ongoing plan gives you a technician who knows your setup, for a predictable monthly price.",
      listItems: [
        "4 hours of support included each month, then $65 per hour",
        "Help on site, remotely or by phone",
        "Regular checks on updates, backups and security",
        "Advice before you buy new equipment or software",
        "Cancel the plan any time before the next month starts",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Hourly Consultation",
      price: "$65/hour",
      description: "Advice on any technology question, at our shop, on site or by video call.",
    },
    {
      name: "Purchase Guidance",
      price: "$95",
      description: "We learn your needs, compare options and recommend what to buy, with links and prices in writing.",
    },
    {
      name: "Home Technology Audit",
      price: "$150",
      description: "An on-site review of your devices, network, backups and security, with a written report.",
    },
    {
      name: "Ongoing Tech Advisor",
      price: "$200/month",
      description: "4 hours of support included each month, then $65/hour. Ideal for small businesses.",
    },
  ],
  faqs: [
    {
      question: "Do you earn commissions on what you recommend?",
      answer:
        "No. Our advice is independent, and we don't earn commissions from manufacturers or stores. If we can supply equipment, we quote it openly and you're free to buy elsewhere.",
    },
    {
      question: "How is hourly consultation billed?",
      answer:
        "At $65 per hour. We agree on the scope at the start and tell you if the work will take longer than expected, so there are no surprises on the bill.",
    },
    {
      question: "What happens to unused hours on the monthly plan?",
      answer:
        "The 4 included hours cover each calendar month and don't carry over. Extra time in a month is billed at $65 per hour, and we let you know before you go over.",
    },
    {
      question: "Can the consultation be done by video call?",
      answer:
        "Yes. Hourly consultations and purchase guidance work well by video call. The home technology audit needs a visit, because we test your network and devices in place.",
    },
  ],
} satisfies ServiceContent;
