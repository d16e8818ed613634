import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import type { ServiceContent } from "../types";

export default {
  slug: "network-setup",
  title: "Network Setup",
  shortDescription:
    "Reliable, secure Wi-Fi for homes and small offices: router setup, mesh coverage for dead zones and a safely configured network.",
  longDescription:
    "Slow Wi-Fi is rarely about the internet plan. More often the router sits in the wrong corner, runs old firmware, or the house simply needs a second access point. Our technicians come to your home or office in the Austin area, measure the signal room by room and set up a network that reaches where you actually work and stream.\n\nWe configure it securely from the start: strong passwords, current firmware, a separate guest network and sensible settings for smart-home devices. Before we leave, you get the network names and passwords written down and a short explanation of what we did.",
  metaDescription:
    "Home and small-office network setup in Austin: router setup, mesh Wi-Fi for dead zones, whole-home networks and security, from $65.",
  image: "network-setup",
  imageAlt: "A Wi-Fi router sending a signal to a laptop and a phone, both connected",
  imageCaption: "We test the signal in every room before we call the job done.",
  price: "$65",
  detailSections: [
    {
      title: "What we set up",
      content:
        "We work with the equipment you already have when it's good enough, and recommend new hardware only when it will make a real difference.",
      listItems: [
        "Routers from your internet provider or your own",
        "Mesh Wi-Fi systems and wired access points",
        "Guest networks that keep visitors off your devices",
        "Network printers, smart TVs and streaming devices",
        "Smart-home devices such as cameras, doorbells and thermostats",
        "Small-office networks with shared drives and printers",
      ],
    },
    {
      title: "How the visit works",
      content:
        "Network setup is done on site. A typical home visit takes one to three hours depending on the size of the space and the number of devices.",
      listItems: [
        "We check your internet speed at the modem first",
        "Signal measured room by room to find dead zones",
        "Equipment placed and configured, firmware updated",
        "Your devices connected and tested",
        "Names and passwords written down for you",
      ],
    },
    {
      title: "Security built in",
      content:
        "An open or default-configured router is an easy way into every device in the house. We close the common gaps as part of every setup.",
      listItems: [
        "Default admin passwords replaced",
        "WPA2 or WPA3 encryption with a strong Wi-Fi password",
        "Remote management and WPS turned off where not needed",
        "Automatic firmware updates enabled where the router supports them",
      ],
    },
    {
      title: "Equipment and warranty",
      content:
        "Prices cover our labor. If you need new equipment, we recommend options at different budgets and you can buy it yourself or we can supply it, with the price quoted before we order.",
      listItems: [
        "No hardware purchased without your approval",
        "30-day warranty on our setup work",
        "Manufacturer's warranty on any equipment",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Router Setup",
      price: "$65",
      description: "One router installed or reconfigured, secured and updated, with your devices connected.",
    },
    {
      name: "Network Security Setup",
      price: "$85",
      description: "A security review of your existing network: passwords, encryption, firmware, guest network and device list.",
    },
    {
      name: "Extended Wi-Fi Coverage",
      price: "$95",
      description: "Mesh nodes or access points placed and tuned to remove dead zones, signal tested in every room.",
    },
    {
      name: "Whole-Home Network",
      price: "$125",
      description: "Complete setup: router, extended coverage, guest network, printers, TVs and smart devices.",
    },
  ],
  faqs: [
    {
      question: "Do I need to buy a new router?",
      answer:
        "Not always. Many slow networks improve a lot with better placement, updated firmware and the right settings. If your equipment is too old for your home or your internet plan, we'll explain why and suggest options.",
    },
    {
      question: "Why is my Wi-Fi slow in some rooms?",
      answer:
        "Walls, floors, appliances and distance weaken Wi-Fi. A single router rarely covers a two-story house or a long single-story one. Mesh systems or a wired access point fix this far better than range extenders.",
    },
    {
      question: "Do you set up networks for small offices?",
      answer:
        "Yes. We set up networks for small businesses with a separate guest network, shared printers and storage, and secure settings. For larger offices we start with a consultation to plan the work.",
    },
    {
      question: "What if I need to change the appointment?",
      answer:
        `Please cancel or reschedule at least ${LATE_CANCELLATION_HOURS} hours ahead. Late cancellations and no-shows are charged ${LATE_CANCELLATION_FEE_PERCENT}% of the service cost, because the technician's time was set aside for your visit.`,
    },
  ],
} satisfies ServiceContent;
