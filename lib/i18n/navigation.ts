import type { ComponentProps, ForwardRefExoticComponent, RefAttributes } from "react";
import { createNavigation } from "next-intl/navigation";
import { routing, type Locale } from "./routing";
import type { Href } from "./typed-routes";

const navigation = createNavigation(routing);

// next-intl types `href` as any string; these are the same functions with `href` narrowed to the app's pages
// (./typed-routes.ts), so a link to a page that does not exist fails `tsc`. Types only: nothing changes at run time.
type LinkProps = Omit<ComponentProps<typeof navigation.Link>, "href" | "ref"> & { href: Href };
type Router = ReturnType<typeof navigation.useRouter>;
type Navigate = (href: Href, options?: Parameters<Router["push"]>[1]) => void;
type TypedRouter = Omit<Router, "push" | "replace" | "prefetch"> & {
  push: Navigate;
  replace: Navigate;
  prefetch: (href: Href, options?: Parameters<Router["prefetch"]>[1]) => void;
};
type Target = { href: Href; locale: Locale; forcePrefix?: boolean };

export const Link = navigation.Link as ForwardRefExoticComponent<LinkProps & RefAttributes<HTMLAnchorElement>>;
export const redirect = navigation.redirect as (args: Target, type?: Parameters<typeof navigation.redirect>[1]) => never;
export const getPathname = navigation.getPathname as (args: Target) => string;
export const useRouter = navigation.useRouter as () => TypedRouter;
export const usePathname = navigation.usePathname;
