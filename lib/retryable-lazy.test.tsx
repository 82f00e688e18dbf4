/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { retryableLazy, retryFailedLoads } from "@/lib/retryable-lazy";

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe("retryableLazy", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("keeps a failed load only until the next attempt, and never retries by itself", async () => {
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error("Failed to load chunk /_next/static/chunks/a.js"))
      .mockResolvedValue(Hello);
    const Lazy = retryableLazy(load);
    const tree = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="village" />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(tree(1));
    expect(await screen.findByText("failed")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // A remount without Try Again meets the same failure: no new request.
    rerender(tree(2));
    expect(await screen.findByText("failed")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => retryFailedLoads());
    rerender(tree(3));
    expect(await screen.findByText("hello village")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
