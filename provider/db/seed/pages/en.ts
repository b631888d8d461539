// The footer pages in English (light markdown: paragraphs, `## ` headings, `- ` lists).
import type { PageSlug } from "../../../contracts/content";

export const pagesEn: Record<PageSlug, { title: string; body: string }> = {
  "about-us": {
    title: "About Rahhal",
    body: `Rahhal is a travel booking company serving travellers across the Gulf and Egypt. We bring flights, hotels, chalets, airport taxis and seasonal offers together in one place, in Arabic and English, with prices shown up front in Saudi riyals.

## Who we are
We started in Riyadh with a small team of travel agents who were tired of watching customers juggle five websites to plan one trip. Today our offices in Riyadh and Cairo work with airlines, hotels and local hosts across the region to give you clear choices and honest prices.

## What we offer
- Flights on the region's airlines, with fare classes, baggage and meals explained before you pay.
- Hotels and chalets for city breaks, family holidays and weekends by the sea.
- Airport taxis booked in advance, so someone is waiting when you land.
- Seasonal deals on Umrah trips, summer escapes and holiday packages.

## Why travellers choose us
- The full price before you book: taxes and service fees are shown on every fare.
- Support in Arabic and English, by phone and email, seven days a week.
- Your tickets, reservations and favourites in one account, on any device.
- Clear rules for changes and cancellations, written in plain language.

## Our promise
We treat every trip as if it were our own family's. If something goes wrong on the way, we answer, we explain, and we help you fix it.

## Contact us
- Head office: King Fahd Road, Riyadh, Kingdom of Saudi Arabia
- Cairo office: Tahrir Square, Downtown Cairo, Egypt
- Email: support@rahhal.example
- Phone: +966 11 000 0000 (daily, 8 am to midnight, Riyadh time)`,
  },
  "terms-and-conditions": {
    title: "Terms and Conditions",
    body: `These terms govern the use of the Rahhal website and every booking made through it. By creating an account or completing a booking you accept them. Please read them carefully before you pay.

## 1. Your account
- You must be at least 18 years old to create an account and book for others.
- You are responsible for keeping your password secret and for everything done with your account.
- The details you give us (name, email, phone number and traveller details) must be true and up to date.

## 2. Bookings and prices
- Prices are shown in Saudi riyals (SAR) and include taxes and service fees unless stated otherwise.
- A booking is confirmed only after the payment succeeds and you receive a booking reference.
- Seats are held for a limited time while you complete the payment; an unpaid booking expires automatically.
- Traveller names must match their passports exactly. A ticket issued in a wrong name may not be usable.

## 3. Cancellation and refunds
- You may cancel a flight booking up to 24 hours before the scheduled departure.
- A cancellation fee of 10% of the ticket price is deducted; the rest is refunded to the original payment method.
- Within 24 hours of departure a booking can no longer be cancelled, and no refund is due.
- Refunds usually reach your account within 7 to 14 working days, depending on your bank.
- If the airline cancels the flight, you receive a full refund or a free change to another flight.

## 4. Changes to a booking
- Tickets marked as editable can be changed for the edit fee shown on the ticket, plus any fare difference.
- Tickets that are not editable cannot be changed; they can only be cancelled under section 3.

## 5. Baggage
- Hand baggage: one piece of up to 7 kg, at most 55 x 25 x 25 cm.
- Checked baggage: up to two pieces of 23 kg each, at most 158 x 63 x 45 cm (length + width + height) each, depending on the ticket.
- Extra or special baggage must be added to the booking before travel and is charged at the price shown.

## 6. Meals
- Meals can be chosen during booking where the flight offers them.
- Special meal requests must reach us at least 24 hours before the flight.
- Dietary meals (for example diabetic, gluten-free or low-salt) must be requested at least 48 hours before the flight.
- Requests made after these deadlines are passed to the airline but cannot be guaranteed.

## 7. Travel documents
- Each traveller is responsible for a passport valid for at least six months from the travel date, and for any visa, permit or health requirement of the destination.
- We are not responsible if a traveller is refused boarding or entry because of missing documents.

## 8. Offers
- Offers are valid between their start and end dates and while places remain.
- An offer may have its own conditions, which are shown on the offer page and apply in addition to these terms.

## 9. Our responsibility
- We act as an agent between you and the airlines, hotels and transport providers, whose own conditions of carriage also apply.
- We are not liable for delays, schedule changes or cancellations made by those providers, but we will help you with the options they offer.

## 10. Changes to these terms
We may update these terms. The version published on this page at the time of your booking applies to that booking.

## 11. Governing law
These terms are governed by the laws of the Kingdom of Saudi Arabia. For questions, write to support@rahhal.example.`,
  },
  "privacy-policy": {
    title: "Privacy Policy",
    body: `Your privacy matters to us. This policy explains what personal data Rahhal keeps, why, and the choices you have.

## The data we keep
- Account details: your name, email address and phone number, and your password stored only as a secure one-way hash.
- Traveller details you enter when booking: title, full name, email, phone number and passport number of each traveller.
- Booking details: the flights and services you reserved, their dates, prices and payment status.
- Your preferences: the interface language and the offers you saved as favourites.

We do not store your card number. Card payments are handled by our payment provider, which sends us only the result of the payment.

## Why we use it
- To create and protect your account, and to send you the emails it needs (confirming your address, resetting your password).
- To issue tickets and pass the required traveller details to the airline and, where the law requires it, to the authorities of the countries you travel to.
- To show you your reservations and tickets, and to help you when you contact support.
- To meet our legal, tax and accounting obligations.

## Who we share it with
- Airlines, hotels and transport providers: only the details needed to deliver the service you booked.
- Our payment provider: only what is needed to process the payment.
- Public authorities: only when the law requires it.

We never sell your personal data, and we do not use it for third-party advertising.

## How long we keep it
- Account details: as long as your account is open.
- Booking and traveller details: for the period required by tax and aviation regulations, then deleted.
- Password reset and email confirmation links expire after one hour and 24 hours respectively.

## How we protect it
- All traffic to our website is encrypted.
- Your session is kept in a secure, HTTP-only cookie that page scripts cannot read.
- Access to traveller data inside our company is limited to the staff who need it.

## Cookies
We use only the cookies the site needs to work: your sign-in session and your language choice. We do not use advertising cookies.

## Your rights
You can see and correct your name and phone number in your profile at any time. To receive a copy of your data or to have your account deleted, write to privacy@rahhal.example and we will answer within 30 days.

## Changes to this policy
If we change this policy we will publish the new version on this page, with its date.`,
  },
};
