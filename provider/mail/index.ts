export { queueMail, sendMail, type Mail } from "./send";
export { renderAccountMail, type MailKind } from "./templates";
