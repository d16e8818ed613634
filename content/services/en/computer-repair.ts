import type { ServiceContent } from "../types";

export default {
  slug: "computer-repair",
  title: "Computer Repair",
  shortDescription:
    "Desktops and laptops, Windows and Mac: slow machines, crashes, failed updates, viruses and worn-out parts, fixed at our Austin shop.",
  longDescription:
    "When a computer won't start, crawls along or keeps crashing, it's usually one of a handful of causes: a failing drive, a bad update, malware, overheating or a worn-out part. Our technicians test the hardware and the software, find the real cause and explain it in plain language before anything is changed.\n\nYou get a clear price before we start, and you decide whether the repair is worth it. Sometimes the honest answer is that an older machine isn't worth fixing; when that's the case, we'll tell you and help you move your files to whatever you choose next.",
  metaDescription:
    "Computer repair in Austin for Windows PCs and Macs: diagnosis from $45, virus removal, tune-ups and OS reinstalls, with a 30-day warranty.",
  image: "computer-repair",
  imageAlt: "A laptop opened up to its circuit board, with a wrench and a screwdriver beside it",
  imageCaption: "Every repair starts on the bench with a full hardware and software check.",
  price: "$45",
  detailSections: [
    {
      title: "What we fix",
      content:
        "We work on desktops, laptops and all-in-ones from the major brands, running Windows or macOS. If you're not sure whether it's a hardware or a software problem, that's exactly what the diagnosis is for.",
      listItems: [
        "Computers that won't turn on, boot or finish starting up",
        "Blue screens, freezes and random restarts",
        "Slow performance and long start-up times",
        "Viruses, pop-ups and unwanted browser toolbars",
        "Failed updates and corrupted operating systems",
        "Overheating, loud fans, broken keyboards and charging problems",
      ],
    },
    {
      title: "How a repair works",
      content:
        "Bring the computer to our shop or book an appointment online. We check it in with you, note the problem and anything you want us to keep an eye on, and give you a ticket.",
      listItems: [
        "Diagnosis, usually within one business day",
        "A call or email with the cause and a written price",
        "No work beyond the diagnosis until you approve it",
        "Most repairs finished in 1 to 3 business days",
        "Longer only when a part has to be ordered, and we'll tell you the date",
      ],
    },
    {
      title: "Before you drop it off",
      content:
        "We take care with your files, but a repair can involve replacing a drive or reinstalling the operating system. Keeping your own backup is your responsibility, and a few minutes of preparation save a lot of trouble.",
      listItems: [
        "Back up anything you can't afford to lose, if the computer still starts",
        "Bring the charger, especially for laptops",
        "Write down the sign-in password, or tell us if you'd rather be present when it's needed",
        "Tell us about any files or programs that must be kept",
      ],
    },
    {
      title: "Our warranty",
      content:
        "Every repair carries our 30-day warranty. If the same problem comes back within 30 days of completion, bring it in and we'll fix it at no extra charge. Replacement parts also keep their manufacturer's warranty.",
      listItems: [
        "30 days on our work, counted from the day the repair is completed",
        "Manufacturer's warranty on any new part we install",
        "Refund claims must be made within 7 days of completion",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Diagnosis",
      price: "$45",
      description: "Hardware and software tests, the cause of the problem and a written repair price. Included in a booked appointment.",
    },
    {
      name: "Virus Removal",
      price: "$65",
      description: "Removal of viruses, adware and unwanted programs, plus a check of your browser and start-up items.",
    },
    {
      name: "System Optimization",
      price: "$75",
      description: "Clean-up of start-up programs and clutter, pending updates installed, drive health checked.",
    },
    {
      name: "Operating System Reinstall",
      price: "$95",
      description: "A fresh Windows or macOS install with drivers and updates, and your files put back from your backup.",
    },
  ],
  faqs: [
    {
      question: "How long will my computer be in the shop?",
      answer:
        "Diagnosis usually takes one business day and most repairs are done within 1 to 3 business days. If a part has to be ordered, we'll tell you the expected date before you approve the repair.",
    },
    {
      question: "Will I lose my files?",
      answer:
        "Most repairs don't touch your files, and we tell you in advance when a repair could, such as a drive replacement or a reinstall. Please keep your own backup; if you don't have one, ask us to include a data backup in the quote.",
    },
    {
      question: "Do you repair Macs?",
      answer:
        "Yes. We diagnose and repair MacBooks and iMacs, including software problems, drive and memory upgrades on models that allow them, and macOS reinstalls. Some newer Macs have parts soldered to the board; we'll tell you honestly what can be done.",
    },
    {
      question: "What if the repair costs more than the computer is worth?",
      answer:
        "We'll say so. After the diagnosis you can decline the repair and only pay the $45 diagnosis fee. We can also move your files to a new computer if you decide to replace it.",
    },
    {
      question: "Is the repair guaranteed?",
      answer:
        "Yes. All our services carry a 30-day warranty: if the same problem returns within 30 days of completion, we fix it at no extra charge.",
    },
  ],
} satisfies ServiceContent;
