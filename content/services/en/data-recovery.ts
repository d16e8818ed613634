import type { ServiceContent } from "../types";

export default {
  slug: "data-recovery",
  title: "Data Recovery",
  shortDescription:
    "Deleted files, formatted drives, failed hard drives and memory cards: careful recovery with an honest assessment before you pay.",
  longDescription:
    "Losing family photos, a thesis or years of business records is stressful, and the first steps you take matter. If a drive is clicking, grinding or not detected, turn it off and don't run recovery apps on it: every attempt on a failing drive can make recovery harder.\n\nOur technicians evaluate the drive first and tell you what's likely recoverable, which tier applies and the price before any recovery work begins. Logical recoveries are done in our shop; drives with physical damage that need a clean room go to a specialist lab partner, and we handle the shipping and keep you updated.",
  metaDescription:
    "Data recovery in Austin for hard drives, SSDs, USB drives and memory cards: honest evaluation, price before work, from $75. Emergency service available.",
  image: "data-recovery",
  imageAlt: "An open hard drive with a restore badge, and the recovered files beside it",
  imageCaption: "We copy the damaged drive first and work from the copy, never the original.",
  price: "$75",
  detailSections: [
    {
      title: "What we recover from",
      content:
        "We recover data from most storage used in homes and small offices.",
      listItems: [
        "Laptop and desktop hard drives and SSDs",
        "External USB drives and flash drives",
        "SD and microSD cards from cameras and drones",
        "Drives from computers that no longer start",
        "Accidentally deleted files and formatted drives",
      ],
    },
    {
      title: "Our process",
      content:
        "We protect what's left on the drive. Whenever the drive allows it, we make a sector-by-sector copy and recover from that copy.",
      listItems: [
        "Evaluation and a tier recommendation with a price",
        "Recovery only after you approve the price",
        "A list of recovered files for you to check",
        "Your data returned on a new drive you supply or buy from us",
        "Our working copy kept 30 days for the warranty, then securely erased",
      ],
    },
    {
      title: "Turnaround",
      content:
        "Times depend on the size and condition of the drive. We'll give you an estimate with the evaluation.",
      listItems: [
        "Logical recovery: usually 2 to 4 business days",
        "Advanced recovery: usually 3 to 7 business days",
        "Physical recovery through our lab partner: usually 2 to 3 weeks",
        "Emergency service: work starts the same or next business day",
      ],
    },
    {
      title: "What we can't promise",
      content:
        "No honest shop can guarantee recovery. Overwritten data, SSDs that have erased deleted blocks, and platters that are badly scratched may be beyond anyone's reach. We'll tell you plainly if that's the case, and you decide before any recovery work is charged.",
      listItems: [
        "We never open a drive outside a clean room",
        "Your privacy is respected: we look only at what's needed to verify the recovery",
        "The best protection for next time is a regular backup, which we can set up",
      ],
    },
  ],
  pricingOptions: [
    {
      name: "Logical Recovery",
      price: "$75",
      description: "Deleted files, formatted or corrupted drives and memory cards on hardware that still works.",
    },
    {
      name: "Advanced Recovery",
      price: "$150",
      description: "Drives with bad sectors, unstable reads or badly damaged file systems, imaged with specialist tools.",
    },
    {
      name: "Physical Recovery",
      price: "$250+",
      description: "Clicking, seized or dropped drives that need clean-room work at our lab partner. Final price after evaluation.",
    },
    {
      name: "Emergency Service",
      price: "$350+",
      description: "Priority handling for urgent business or personal data, with work starting the same or next business day.",
    },
  ],
  faqs: [
    {
      question: "My drive is clicking. What should I do?",
      answer:
        "Turn it off and leave it off. Clicking usually means a mechanical fault, and every power-on can scratch the platters further. Bring it in and we'll evaluate it without running it longer than necessary.",
    },
    {
      question: "Can you guarantee my files will be recovered?",
      answer:
        "No one can honestly guarantee that. We tell you after the evaluation what's likely recoverable and what it will cost, and you decide whether to go ahead.",
    },
    {
      question: "How will I get my data back?",
      answer:
        "On a new external drive, either one you bring or one we sell you at a price quoted up front. For small amounts of data we can also use a USB flash drive.",
    },
    {
      question: "What does the 30-day warranty cover for data recovery?",
      answer:
        "If a file we recovered turns out to be unreadable within 30 days, tell us and we'll copy it again from our working copy, which we keep for those 30 days, or from your original drive, at no charge.",
    },
    {
      question: "Is my data kept private?",
      answer:
        "Yes. We only open files as far as needed to confirm the recovery worked, we never share your data, and our working copy is securely erased 30 days after delivery, or sooner if you ask.",
    },
  ],
} satisfies ServiceContent;
