"use strict";
document.querySelectorAll("button[data-details]").forEach(function (button) {
  button.addEventListener("click", function () {
    var open = button.getAttribute("data-details") === "open";
    document.querySelectorAll("details.step").forEach(function (item) { item.open = open; });
  });
});
