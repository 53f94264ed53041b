import { openDatabase } from "./src/db/client";
import { users } from "./src/db/schema";

const database = await openDatabase({ pgliteDir: process.argv[2] });
await database.migrate();
await database.db.insert(users).values({ name: "منيرة", username: "munira", email: "munira@example.com" });
console.log("written");
setInterval(() => {}, 1000);
