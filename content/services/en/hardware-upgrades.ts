import type { ServiceContent } from "../types";

export default {
  slug: "hardware-upgrades",
  title: "Hardware Upgrades",
  shortDescription:
    "More memory, a fast SSD or a new graphics card: affordable upgrades that give a computer years more of useful life.",
  longDescription:
    "A computer that feels too slow isn't always ready to be replaced. Swapping an old hard drive for a solid-state drive and adding memory often makes a machine feel new for a fraction of the cost of buying one. Our technicians check what your computer supports and tell you honestly whether an upgrade is worth it.\n\nWe install the parts, move your system and files onto the new drive, and test everything under load before you pick it up. Prices cover installation and testing; parts are quoted separately before we order, or you can bring your own.",
  metaDescription:
    "Computer upgrades in Austin: RAM, SSD, graphics cards and full system upgrades, with your files moved to the new drive. From $50 plus parts.",
  image: "hardware-upgrades",
  imageAlt: "A memory module about to be inserted into a free slot on a motherboard",
  imageCaption: "We confirm part compatibility before anything is ordered.",
  price: "$50+",
  detailSections: [
    {
      title: "Upgrades we install",
      content:
        "We upgrade desktops and the many laptops that still allow it.",
      listItems: [
        "Memory (RAM) for smoother multitasking",
        "Solid-state drives (SSD) to replace slow hard drives",
        "Graphics cards for gaming, design and video work",
        "Power supplies, cooling and quieter fans",
        "Wi-Fi cards and additional storage drives",
      ],
    },
    {
      title: "Is an upgrade worth it?",
      content:
        "We look at the age of the machine, what it can support and what you need it for. If the money is better spent on a new computer, we'll tell you.",
      listItems: [
        "Compatibility checked against your exact model",
        "Parts recommended at more than one budget",
        "A written quote with parts and labor listed separately",
        "No part ordered without your approval",
      ],
    },
    {
      title: "What's included",
      content:
        "Every upgrade is finished and tested, not just plugged in.",
      listItems: [
        "Installation and cable management",
        "System and files moved to a new SSD",
        "Drivers and firmware updated",
        "Stress tests for stability and temperature",
        "Your old parts returned to you",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Memory (RAM) Upgrade",
      price: "$50+",
      description: "Compatible memory installed and tested. Price for installation; memory quoted separately.",
    },
    {
      name: "Graphics Card Installation",
      price: "$65+",
      description: "Card fitted, power checked, drivers installed and stability tested under load.",
    },
    {
      name: "SSD Upgrade",
      price: "$75+",
      description: "Solid-state drive installed with your system and files moved across. Drive quoted separately.",
    },
    {
      name: "Full System Upgrade",
      price: "$150+",
      description: "Several components upgraded together, such as SSD, memory and cooling, planned around your budget.",
    },
  ],
  faqs: [
    {
      question: "Will I lose my files when you install an SSD?",
      answer:
        "No. We copy your system and files to the new drive and check that everything works before you pick it up. As with any repair, please keep your own backup too.",
    },
    {
      question: "Can I bring my own parts?",
      answer:
        "Yes. We'll check that they're compatible before installing. Our 30-day warranty covers the installation; the part itself is covered by its seller or manufacturer.",
    },
    {
      question: "Can my laptop be upgraded?",
      answer:
        "Many can, but some newer laptops have memory and storage soldered to the board. Tell us the model, or bring it in, and we'll tell you what's possible before you spend anything.",
    },
    {
      question: "How long does an upgrade take?",
      answer:
        "When the parts are in stock, most upgrades are done in 1 to 2 business days. If parts need to be ordered, we'll give you the expected date with the quote.",
    },
  ],
} satisfies ServiceContent;
