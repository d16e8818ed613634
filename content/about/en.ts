import type { AboutContent } from "./types";

export default {
  metaTitle: "About Us",
  metaDescription:
    "A local Austin tech-support shop for homes and small businesses: experienced technicians, clear prices, fast turnaround, service in English and Spanish.",
  hero: {
    title: "Tech help from people who explain things",
    subtitle:
      "We're a local shop in Austin that fixes computers, phones and networks for homes and small businesses, and tells you plainly what's wrong, what it costs and what your options are.",
  },
  features: {
    heading: "What you can expect",
    items: [
      "A clear price before any work begins",
      "Repairs explained in plain language",
      "Help at our shop, on site or remotely",
      "Service in English and Spanish",
      "A 30-day warranty on all our services",
      "Honest advice, even when it means not repairing",
    ],
  },
  featureCards: [
    {
      icon: "certified",
      title: "Certified technicians",
      text: "Our technicians hold industry certifications and keep training as devices and software change, so your equipment is in experienced hands.",
    },
    {
      icon: "pricing",
      title: "Transparent pricing",
      text: "Our prices are published on this site. After the diagnosis you get a written price, and nothing more is done until you approve it.",
    },
    {
      icon: "turnaround",
      title: "Fast turnaround",
      text: "Most diagnoses take one business day and most repairs are done within a few days. Many phone and setup problems are solved while you wait.",
    },
    {
      icon: "bilingual",
      title: "Bilingual service",
      text: "Talk to us in English or Spanish, in the shop, on the phone or by email. Explanations, quotes and invoices come in the language you prefer.",
    },
  ],
  mission: {
    heading: "Our mission",
    paragraphs: [
      "Technology should make life and work easier, not more stressful. Our mission is to give the people and small businesses of Austin dependable tech support that is honest, affordable and easy to understand.",
      "That means fixing the real cause instead of the symptom, recommending only what you need, and leaving you more confident with your devices than before you came in.",
    ],
  },
  story: {
    heading: "Our story",
    paragraphs: [
      "We started in Austin as a small repair bench, helping neighbors, friends and the small businesses down the street with slow laptops, broken Wi-Fi and lost files. Word of mouth did the rest, and the bench grew into the shop we have today.",
      "Along the way we noticed how many people were being talked down to, or sold things they didn't need, when all they wanted was a working computer and a straight answer. We also saw families who needed help in Spanish and struggled to find it. So we built the shop around clear explanations, published prices and service in both languages.",
      "We're still a local business. Most of our customers find us through someone we've already helped, and we'd like to keep it that way.",
    ],
    imageAlt: "A small neighborhood shop front with a sign, a striped awning, a display window and a door",
    imageCaption: "Our shop: a local business serving homes and small businesses in Austin.",
  },
  closing: {
    text: "Have a computer, phone or network problem? See what we can do for you.",
    linkLabel: "Explore our services",
  },
} satisfies AboutContent;
