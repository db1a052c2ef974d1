console.log("preview");
