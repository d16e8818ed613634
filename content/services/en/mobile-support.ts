import type { ServiceContent } from "../types";

export default {
  slug: "mobile-support",
  title: "Mobile Support",
  shortDescription:
    "Help with iPhones, Android phones and tablets: setup, email, syncing, moving to a new phone and freeing up storage.",
  longDescription:
    "Phones hold our photos, messages, banking and work, so when one stops syncing, runs out of space or refuses to send email, everything stalls. Our technicians set up, troubleshoot and tidy iPhones, iPads and Android devices, and show you how things work so you're not stuck next time.\n\nSwitching phones? We move your contacts, photos, messages and apps across, including between iPhone and Android, and make sure your accounts, two-step sign-in and backups work on the new device before you leave.",
  metaDescription:
    "iPhone, Android and tablet support in Austin: setup, troubleshooting, data transfer to a new phone and storage cleanup, from $35.",
  image: "mobile-support",
  imageAlt: "A smartphone showing a check mark, surrounded by settings gears",
  imageCaption: "Setup, syncing and storage problems are usually solved while you wait.",
  price: "$35",
  detailSections: [
    {
      title: "Common problems we solve",
      content:
        "Most mobile issues are settings, accounts or storage rather than broken hardware, which means they can often be fixed the same day.",
      listItems: [
        "Email, calendar and contacts that won't sync",
        "\"Storage full\" warnings and failed backups",
        "Battery draining fast or the phone running hot",
        "Wi-Fi, Bluetooth and hotspot connection problems",
        "Apps that crash or won't update",
        "Forgotten Apple ID or Google account recovery steps",
      ],
    },
    {
      title: "Moving to a new phone",
      content:
        "We transfer your data carefully and check it on the new device before you wipe the old one.",
      listItems: [
        "Contacts, photos, videos and messages",
        "iPhone to Android and Android to iPhone",
        "WhatsApp chats and authenticator apps, where the apps allow it",
        "Email accounts and work profiles set up again",
        "Old phone reset for trade-in or resale, once you're happy",
      ],
    },
    {
      title: "What to bring",
      content:
        "Most visits take under an hour. To avoid a second trip, please bring:",
      listItems: [
        "The device, fully charged if possible, and its cable",
        "Your phone passcode",
        "Your Apple ID or Google account password",
        "Both phones, if we're moving data from one to another",
      ],
    },
    {
      title: "Screens and batteries",
      content:
        "Mobile support covers software, setup and data. If a phone needs a new screen, battery or charging port, we check the model and part availability and give you a separate written quote before any work begins.",
      listItems: [
        "Quote first, no surprise charges",
        "We tell you when the manufacturer's service is the better option",
        "30-day warranty on all our work",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Basic Troubleshooting",
      price: "$35",
      description: "One problem diagnosed and fixed: syncing, connectivity, app or settings issues.",
    },
    {
      name: "Storage Cleanup",
      price: "$40",
      description: "Free up space safely: photo backup to the cloud or a computer, unused apps and large files cleared.",
    },
    {
      name: "Data Transfer",
      price: "$45",
      description: "Contacts, photos, messages and apps moved from your old phone or tablet to the new one.",
    },
    {
      name: "Full Device Setup",
      price: "$55",
      description: "A new phone set up from the box: accounts, email, backups, security settings and a quick walkthrough.",
    },
  ],
  faqs: [
    {
      question: "Do I need an appointment?",
      answer:
        "Walk-ins are welcome during opening hours, but booking an appointment means a technician is ready for you and most visits are done in under an hour.",
    },
    {
      question: "Can you move my WhatsApp chats from an iPhone to an Android phone?",
      answer:
        "Usually, yes. WhatsApp supports moving chats between iPhone and Android with both phones present and a few conditions. We check them first and tell you if anything can't come across.",
    },
    {
      question: "Will you see my personal data?",
      answer:
        "Only what the job requires. We work with the device in front of us, don't copy your data for ourselves, and can do sensitive steps such as entering passwords with you present.",
    },
    {
      question: "Do you fix cracked screens?",
      answer:
        "Mobile support is setup and software help. For screens, batteries or charging ports we give you a separate quote after checking the model and part availability.",
    },
  ],
} satisfies ServiceContent;
