import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Hello Remix" }];

/** 20 items, built per request: the loader work a trivial page does. */
export function loader() {
  const items = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, calories: (i + 1) * 37 }));
  return { items };
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Hello, Remix</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}: {item.calories} kcal
          </li>
        ))}
      </ul>
    </main>
  );
}
