// The two deployment guides (commercial spec §2.14, §3 "Deployment step", §4, §9), written for this
// app: Fitplate is a web app, so the store route is a Trusted Web Activity built with Bubblewrap that
// opens the installed PWA full screen. The long form is public/GOOGLE_PLAY_DEPLOYMENT.md.

export type GuideLink = { title: string; url: string };

export type DeploymentStep = {
  id: string;
  title: string;
  description: string;
  required: boolean;
  estimatedTime: string;
  instructions: string[];
  commands?: string[];
  links?: GuideLink[];
  troubleshooting?: string[];
};

/** The guides whose progress is kept per member (DeploymentStepDone.guide). */
export const GUIDES = ["wizard", "testing"] as const;
export type Guide = (typeof GUIDES)[number];

/** The spec's static guide documents (§2.14), served from public/. */
export const GUIDE_DOCUMENTS: GuideLink[] = [
  { title: "Google Play store submission", url: "/app-store-submission/google-play-store.md" },
  { title: "Google Play deployment guide", url: "/GOOGLE_PLAY_DEPLOYMENT.md" },
];

/** The deployment pages and guide documents, for the quick-action links of the page at `current`. */
export function guideLinksFrom(current: string): GuideLink[] {
  const pages = [
    { title: "Deployment Wizard", url: "/deployment-wizard" },
    { title: "Deployment status", url: "/deployment-status" },
    { title: "Internal testing guide", url: "/deploy" },
  ];
  return [...pages.filter((page) => page.url !== current), ...GUIDE_DOCUMENTS];
}

/** The deployment wizard: eight steps, the last (post-submission monitoring) optional. */
export const WIZARD_STEPS: DeploymentStep[] = [
  {
    id: "developer-account",
    title: "Create a Google Play developer account",
    description: "The account that publishes the app: a one-time $25 registration fee and an identity check.",
    required: true,
    estimatedTime: "15-20 minutes",
    instructions: [
      "Sign in to the Google Play Console with the Google account the team will own the app with.",
      "Choose a personal or an organisation account; an organisation needs its D-U-N-S number.",
      "Pay the one-time $25 registration fee and complete the identity verification.",
      "Accept the Developer Distribution Agreement.",
    ],
    links: [
      { title: "Google Play Console", url: "https://play.google.com/console/signup" },
      { title: "Developer account requirements", url: "https://support.google.com/googleplay/android-developer/answer/6112435" },
    ],
    troubleshooting: [
      "Verification can take a few days for a new account: start it before the rest of the work.",
      "A personal account created after November 2023 must run a closed test with testers before it can publish to production.",
    ],
  },
  {
    id: "production-server",
    title: "Run Fitplate in production over HTTPS",
    description: "The store app opens the live web app, so the site must be up on its public HTTPS address first.",
    required: true,
    estimatedTime: "30-60 minutes",
    instructions: [
      "Provision PostgreSQL and set DATABASE_URL to it; run the migrations and the seed once.",
      "Set APP_URL to the public origin (https://…), COOKIE_SECURE=true and a long random SESSION_SECRET.",
      "Start the app servers behind your HTTPS proxy or load balancer (docs/deploy.md shows the layout).",
      "Open /deployment-status on the live site: the HTTPS and database checks must be green.",
    ],
    commands: [
      "npm ci && npm run build",
      "DATABASE_URL=postgresql://… npm run db:migrate && DATABASE_URL=postgresql://… npm run db:seed",
      "APP_URL=https://fitplate.example COOKIE_SECURE=true WEB_CONCURRENCY=auto npm start",
    ],
    links: [{ title: "Deployment status", url: "/deployment-status" }],
    troubleshooting: [
      'Requests answered 400 "invalid Host": APP_URL must be exactly the origin visitors type, without a path.',
      "Behind a proxy, set TRUST_PROXY=true so the client address and the forwarded host are the proxy's.",
    ],
  },
  {
    id: "pwa-ready",
    title: "Check the installable web app",
    description: "Bubblewrap builds the Android app from the web app manifest; the store listing needs the large images.",
    required: true,
    estimatedTime: "15 minutes",
    instructions: [
      "Open /deployment-status: the manifest, the service worker and the store images must be green.",
      "The manifest at /manifest.webmanifest names the app, its start URL, a standalone display and 192 and 512 px icons.",
      "The service worker at /sw.js keeps the app working on a flaky connection.",
      "Run Lighthouse on the live site and fix every installability and best-practice finding.",
    ],
    commands: ["npx lighthouse https://fitplate.example --only-categories=best-practices --view"],
    links: [
      { title: "Web app manifest (web.dev)", url: "https://web.dev/articles/add-manifest" },
      { title: "Lighthouse", url: "https://developer.chrome.com/docs/lighthouse/overview" },
    ],
  },
  {
    id: "bubblewrap-build",
    title: "Build the Android app with Bubblewrap",
    description: "A Trusted Web Activity: a small Android app that opens the PWA full screen in Chrome.",
    required: true,
    estimatedTime: "30-45 minutes",
    instructions: [
      "Install Node 20+ and the Bubblewrap CLI; on first run it offers to install the JDK and the Android SDK it needs.",
      "Run bubblewrap init with the live manifest URL and answer the questions (package id, e.g. com.example.fitplate).",
      "Let Bubblewrap create a new signing key and keep the keystore and its passwords safe: every update must be signed with it.",
      "Run bubblewrap build: it writes app-release-bundle.aab (for the store) and app-release-signed.apk (for a phone).",
    ],
    commands: [
      "npm install -g @bubblewrap/cli",
      "bubblewrap init --manifest https://fitplate.example/manifest.webmanifest",
      "bubblewrap build",
    ],
    links: [
      { title: "Bubblewrap", url: "https://github.com/GoogleChromeLabs/bubblewrap" },
      { title: "Trusted Web Activity quick start", url: "https://developer.chrome.com/docs/android/trusted-web-activity/quick-start" },
    ],
    troubleshooting: [
      "bubblewrap init cannot read the manifest: open its URL in a browser; it must answer 200 with JSON over HTTPS.",
      "A changed manifest later: run bubblewrap update, then bubblewrap build again with a higher version code.",
    ],
  },
  {
    id: "asset-links",
    title: "Link the app and the site (Digital Asset Links)",
    description: "Chrome opens the app without a URL bar only when the site vouches for the app's signing key.",
    required: true,
    estimatedTime: "15 minutes",
    instructions: [
      "Print the SHA-256 fingerprint of your signing key with bubblewrap fingerprint (or keytool).",
      "With Play App Signing, also copy the app signing key's SHA-256 from Play Console → Setup → App signing.",
      "Set ANDROID_ASSET_LINKS=<package id>=<fingerprint>, several pairs separated by commas, and restart the servers.",
      "Check that /.well-known/assetlinks.json answers with them (the asset links check on /deployment-status).",
    ],
    commands: [
      "bubblewrap fingerprint list",
      "keytool -list -v -keystore android.keystore -alias android",
      "ANDROID_ASSET_LINKS=com.example.fitplate=AA:BB:…:FF npm start",
      "curl https://fitplate.example/.well-known/assetlinks.json",
    ],
    links: [
      { title: "Digital Asset Links", url: "https://developers.google.com/digital-asset-links/v1/getting-started" },
      { title: "Statement List Generator and Tester", url: "https://developers.google.com/digital-asset-links/tools/generator" },
    ],
    troubleshooting: [
      "The installed app shows a URL bar: the fingerprint in ANDROID_ASSET_LINKS is not the key that signed the installed app.",
      "Apps from the store are signed by Google's app signing key, not your upload key: list both.",
    ],
  },
  {
    id: "store-listing",
    title: "Prepare the store listing",
    description: "What the store shows: texts, images, the privacy policy and the data safety answers.",
    required: true,
    estimatedTime: "45-60 minutes",
    instructions: [
      "Create the app in Play Console: name Fitplate, category Health & Fitness, free.",
      "Upload the 512x512 icon (/icons/icon-512.png), the 1024x500 feature graphic (/icons/feature-graphic-1024x500.png) and phone screenshots (npm run screens writes them into .cache/screens/).",
      "Write the short and full descriptions; give the privacy policy URL https://fitplate.example/privacy.",
      "Fill in the data safety form from /privacy: what is kept, why, and that an account and its data can be deleted in the app.",
      "Complete the content rating questionnaire and the target audience (not for children).",
    ],
    links: [
      { title: "Store listing assets", url: "https://support.google.com/googleplay/android-developer/answer/9866151" },
      { title: "Data safety form", url: "https://support.google.com/googleplay/android-developer/answer/10787469" },
    ],
  },
  {
    id: "release-review",
    title: "Test, release and submit for review",
    description: "Internal testing first (the /deploy guide), then the production release goes to review.",
    required: true,
    estimatedTime: "20-30 minutes, then 3-7 days of review",
    instructions: [
      "Follow the internal testing guide (/deploy) and install the app from the testers' link.",
      "Create a production release, upload the same app-release-bundle.aab and write the release notes.",
      "Choose the countries, review the release and send it for review.",
      "Review usually takes 3-7 days; Play Console e-mails the outcome, and the app is public once approved.",
    ],
    links: [
      { title: "Internal testing guide", url: "/deploy" },
      { title: "Prepare and roll out a release", url: "https://support.google.com/googleplay/android-developer/answer/9859348" },
    ],
    troubleshooting: [
      'Rejected for "broken functionality": the reviewer\'s phone must reach the live site; check /deployment-status.',
      "Rejected for metadata: the listing must describe what the app does, without claims it does not make.",
    ],
  },
  {
    id: "monitoring",
    title: "Monitor after submission",
    description: "Watch the first days: crashes, reviews and the health of the servers behind the app.",
    required: false,
    estimatedTime: "Ongoing",
    instructions: [
      "Check Android vitals and the pre-launch report in Play Console.",
      "Answer reviews from Play Console; support tickets arrive on /support/inbox.",
      "Watch the servers' logs and /deployment-status; the support page's status panel shows the services.",
      "For an update of the web app nothing is rebuilt: the store app opens the live site. Rebuild only when the manifest changes.",
    ],
    links: [
      { title: "Android vitals", url: "https://support.google.com/googleplay/android-developer/answer/9844486" },
      { title: "Support inbox", url: "/support/inbox" },
    ],
  },
];

/** The internal testing guide (/deploy): four sequential steps, then the success card. */
export const TESTING_STEPS: DeploymentStep[] = [
  {
    id: "build-bundle",
    title: "Build the signed app bundle",
    description: "bubblewrap build in the project Bubblewrap created writes app-release-bundle.aab, signed with your key.",
    required: true,
    estimatedTime: "10 minutes",
    instructions: ["Run bubblewrap build and enter the keystore passwords.", "Keep app-release-bundle.aab for the upload."],
    commands: ["bubblewrap build"],
  },
  {
    id: "internal-release",
    title: "Create an internal testing release",
    description: "In Play Console: Testing → Internal testing → Create new release, then upload the bundle.",
    required: true,
    estimatedTime: "10 minutes",
    instructions: ["Upload app-release-bundle.aab, name the release and save.", "Accept Play App Signing when asked."],
    links: [{ title: "Set up an internal test", url: "https://support.google.com/googleplay/android-developer/answer/9845334" }],
  },
  {
    id: "add-testers",
    title: "Add testers",
    description: "Up to 100 testers by e-mail list; they join from the opt-in link.",
    required: true,
    estimatedTime: "5 minutes",
    instructions: ["Create an e-mail list of testers under Testers.", "Roll out the release and copy the opt-in link to the testers."],
  },
  {
    id: "install-check",
    title: "Install and check on a phone",
    description: "Open the opt-in link on an Android phone, install Fitplate and open it.",
    required: true,
    estimatedTime: "10 minutes",
    instructions: [
      "The app opens full screen, without a URL bar: the asset links are right. A URL bar means a wrong fingerprint.",
      "Sign in, log a food, go offline and back: the app keeps working.",
    ],
  },
];

/** A guide's steps. */
export function stepsOf(guide: Guide): DeploymentStep[] {
  return guide === "wizard" ? WIZARD_STEPS : TESTING_STEPS;
}
