import type { ServiceContent } from "../types";

export default {
  slug: "security-solutions",
  title: "Security Solutions",
  shortDescription:
    "Malware removal, security software that doesn't slow you down, and practical protection for your accounts, family and small business.",
  longDescription:
    "Most security problems we see start with a convincing email, a fake download or a reused password, not a sophisticated attack. Our technicians clean infected computers, set up protection that runs quietly in the background and close the gaps that cause trouble in the first place.\n\nFor families and small businesses we go further: backups that would survive ransomware, two-step sign-in on the accounts that matter and a password manager everyone can actually use. No scare tactics and no subscriptions you don't need.",
  metaDescription:
    "Computer security in Austin: malware scans and removal, security software setup, account protection and backups for homes and small businesses, from $55.",
  image: "security-solutions",
  imageAlt: "A computer monitor guarded by a large shield with a padlock",
  imageCaption: "Good protection works quietly in the background, without slowing you down.",
  price: "$55",
  detailSections: [
    {
      title: "Signs you may have a problem",
      content:
        "If you notice any of these, stop entering passwords on that device and get it checked. The sooner we look, the less damage there is to undo.",
      listItems: [
        "Pop-ups, new toolbars or a changed home page",
        "Friends receiving messages you didn't send",
        "Unknown programs, or security software that was turned off",
        "Sudden slowness or a fan running at full speed while idle",
        "A message demanding payment to unlock your files",
      ],
    },
    {
      title: "What we do",
      content:
        "We remove the infection, find out how it got in and make sure it can't come straight back.",
      listItems: [
        "Full scans with several trusted tools, not just one",
        "Manual removal of what automatic scanners miss",
        "Browser extensions, start-up items and scheduled tasks checked",
        "Operating system and programs brought up to date",
        "Passwords changed for any accounts that may have been exposed",
      ],
    },
    {
      title: "Protection that lasts",
      content:
        "Software is only part of it. We set up the habits and tools that prevent the next incident.",
      listItems: [
        "A reputable security suite, or the built-in protection configured properly",
        "Password manager set up and explained",
        "Two-step sign-in on email, banking and social accounts",
        "Automatic backups kept separate from the computer",
        "How to spot phishing emails and fake support calls",
      ],
    },
    {
      title: "For small businesses",
      content:
        "A small office rarely has an IT department, but it holds customer data worth protecting. We help you put sensible basics in place.",
      listItems: [
        "Security software and updates on every workstation",
        "Separate user accounts instead of one shared login",
        "Backups tested by actually restoring a file",
        "A short checklist for staff on phishing and passwords",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Security Scan",
      price: "$55",
      description: "A thorough check for malware, outdated software and risky settings, with a written summary.",
    },
    {
      name: "Security Suite Setup",
      price: "$75",
      description: "Security software installed and configured, updates automated, password manager and backups set up.",
    },
    {
      name: "Advanced Malware Removal",
      price: "$85",
      description: "Removal of persistent infections, rootkits and browser hijackers, followed by a clean verification scan.",
    },
    {
      name: "Complete Security Package",
      price: "$125",
      description: "Scan, full cleanup, security suite, two-step sign-in on key accounts and a backup plan.",
    },
  ],
  faqs: [
    {
      question: "Do I need to pay for antivirus software?",
      answer:
        "Not necessarily. The protection built into current versions of Windows and macOS is good for many people when it's configured properly. We recommend paid software only when you need features it adds, such as protection for several devices or parental controls.",
    },
    {
      question: "Someone called saying my computer has a virus. What should I do?",
      answer:
        "Hang up. Real companies, including us, do not call out of the blue about viruses. If you already gave them access or paid, disconnect the computer from the internet, call your bank and bring the computer in for a security scan.",
    },
    {
      question: "Can you recover files encrypted by ransomware?",
      answer:
        "Sometimes, from backups, previous file versions or when a free decryption tool exists for that ransomware. We don't recommend paying the ransom. The best protection is a backup kept separate from the computer, which we can set up for you.",
    },
    {
      question: "How long does malware removal take?",
      answer:
        "Most cleanups are finished within 1 to 2 business days, because thorough scans take time. If the system is too damaged, we'll recommend a clean reinstall instead and tell you the price first.",
    },
  ],
} satisfies ServiceContent;
