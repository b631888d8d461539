"use client";

import { useState, useSyncExternalStore } from "react";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";

const noSubscription = () => () => undefined;

type Airport = { code: string; label: string; areas: { slug: string; name: string }[] };

type Props = {
  airports: Airport[];
  airport: string;
  area: string;
  /** Already translated. */
  labels: { airport: string; airportPlaceholder: string; area: string; areaPlaceholder: string };
  errors: { airport?: string; area?: string };
};

/**
 * The airport and the destination area. Before the script runs (or without it) the area list holds every airport's
 * areas, grouped by airport, and the server refuses an area of another airport; once interactive it holds the chosen
 * airport's areas only and forgets an area the new airport does not serve.
 */
export function AirportAreaFields({ airports, airport: initialAirport, area: initialArea, labels, errors }: Props) {
  const [airport, setAirport] = useState(initialAirport);
  const [area, setArea] = useState(initialArea);
  // False on the server and while hydrating (so both render the same), true once interactive.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const chosen = airports.find((a) => a.code === airport);
  // Without script every group is listed, the chosen airport's first: an area slug two airports share is then
  // shown selected under the right one.
  const groups = interactive ? (chosen ? [chosen] : []) : chosen ? [chosen, ...airports.filter((a) => a !== chosen)] : airports;

  return (
    <>
      <Field id="taxi-airport" label={labels.airport} error={errors.airport}>
        {(control) => (
          <select
            {...control}
            name="airport"
            value={airport}
            onChange={(event) => {
              const next = airports.find((a) => a.code === event.target.value);
              setAirport(event.target.value);
              if (!next?.areas.some((a) => a.slug === area)) setArea("");
            }}
            className={inputClasses}
          >
            <option value="">{labels.airportPlaceholder}</option>
            {airports.map((a) => (
              <option key={a.code} value={a.code}>
                {a.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="taxi-area" label={labels.area} error={errors.area}>
        {(control) => (
          <select {...control} name="area" value={area} onChange={(event) => setArea(event.target.value)} className={inputClasses}>
            <option value="">{labels.areaPlaceholder}</option>
            {groups.map((g) =>
              interactive ? (
                g.areas.map((a) => (
                  <option key={a.slug} value={a.slug}>
                    {a.name}
                  </option>
                ))
              ) : (
                <optgroup key={g.code} label={g.label}>
                  {g.areas.map((a) => (
                    <option key={a.slug} value={a.slug}>
                      {a.name}
                    </option>
                  ))}
                </optgroup>
              ),
            )}
          </select>
        )}
      </Field>
    </>
  );
}
